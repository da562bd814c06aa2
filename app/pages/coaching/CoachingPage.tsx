import { CoachingScreen } from '../../../design-system/screens/CoachingScreen';
import { useMemo } from 'react';
import { usePageData } from '../../routes/pageData';
import { coachingInfoHref, coachingSectionViews } from '../../../machines/coaching/coaching.view';
import type { CoachingLoader } from '../../adapters/api/centreApi';
import { openExternal } from '../../adapters/openExternal';
import { coachingContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';

/** `/coaching`: a section per sport with its coaches and plans (as saved); Join Now and Get More Info open the chat. */
export function CoachingPage() {
  const { catalogue } = usePageData<CoachingLoader>();
  const chatNumber = useSite().phones.sports;
  const sections = useMemo(() => coachingSectionViews(catalogue, chatNumber), [catalogue, chatNumber]);
  const closing = { ...coachingContent.closing, href: coachingInfoHref(chatNumber) };
  return (
    <>
      <PageMeta {...coachingMeta.coaching} />
      <CoachingScreen {...coachingContent} sections={sections} closing={closing} onOpenChat={openExternal} />
    </>
  );
}

export default CoachingPage;

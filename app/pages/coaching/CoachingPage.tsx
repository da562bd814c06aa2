import { CoachingScreen } from '../../../design-system/screens/CoachingScreen';
import { useMemo } from 'react';
import { usePageData } from '../../routes/pageData';
import { coachingInfoHref, coachingSectionViews } from '../../../machines/coaching/coaching.view';
import type { CoachingLoader } from '../../adapters/api/centreApi';
import { openExternal } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import { coachingContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';

const closing = { ...coachingContent.closing, href: coachingInfoHref(siteConfig.chat.sports) };

/** `/coaching`: a section per sport with its coaches and plans (as saved); Join Now and Get More Info open the chat. */
export function CoachingPage() {
  const { catalogue } = usePageData<CoachingLoader>();
  const sections = useMemo(() => coachingSectionViews(catalogue, siteConfig.chat.sports), [catalogue]);
  return (
    <>
      <PageMeta {...coachingMeta.coaching} />
      <CoachingScreen {...coachingContent} sections={sections} closing={closing} onOpenChat={openExternal} />
    </>
  );
}

export default CoachingPage;

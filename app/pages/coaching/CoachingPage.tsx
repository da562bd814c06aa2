import { CoachingScreen } from '../../../design-system/screens/CoachingScreen';
import { coachingCatalogue } from '../../../machines/coaching/coaching.data';
import { coachingInfoHref, coachingSectionViews } from '../../../machines/coaching/coaching.view';
import { openExternal } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import { coachingContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';

const sections = coachingSectionViews(coachingCatalogue, siteConfig.chat.sports);
const closing = { ...coachingContent.closing, href: coachingInfoHref(siteConfig.chat.sports) };

/** `/coaching`: a section per sport with its plans; Join Now and Get More Info open the chat. */
export function CoachingPage() {
  return (
    <>
      <PageMeta {...coachingMeta.coaching} />
      <CoachingScreen {...coachingContent} sections={sections} closing={closing} onOpenChat={openExternal} />
    </>
  );
}

export default CoachingPage;

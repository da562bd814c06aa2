import { AboutScreen } from '../../../design-system/screens/AboutScreen';
import { coachingCatalogue } from '../../../machines/coaching/coaching.data';
import { aboutCoachViews } from '../../../machines/coaching/coaching.view';
import { openExternal } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import { aboutContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';

const coaches = { ...aboutContent.coaches, items: aboutCoachViews(coachingCatalogue, siteConfig.chat.sports) };

/** `/about`: vision, core values, the facility and the coaches; a coach's enquiry button opens the chat. */
export function AboutPage() {
  return (
    <>
      <PageMeta {...coachingMeta.about} />
      <AboutScreen {...aboutContent} coaches={coaches} onOpenChat={openExternal} />
    </>
  );
}

export default AboutPage;

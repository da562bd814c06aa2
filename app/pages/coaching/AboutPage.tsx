import { AboutScreen } from '../../../design-system/screens/AboutScreen';
import { useMemo } from 'react';
import { usePageData } from '../../routes/pageData';
import { aboutCoachViews } from '../../../machines/coaching/coaching.view';
import type { CoachingLoader } from '../../adapters/api/centreApi';
import { openExternal } from '../../adapters/openExternal';
import { aboutContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';

/** `/about`: vision, core values, the facility and the coaches (as saved); a coach's enquiry button opens the chat. */
export function AboutPage() {
  const { catalogue } = usePageData<CoachingLoader>();
  const chatNumber = useSite().phones.sports;
  const coaches = useMemo(
    () => ({ ...aboutContent.coaches, items: aboutCoachViews(catalogue, chatNumber) }),
    [catalogue, chatNumber],
  );
  return (
    <>
      <PageMeta {...coachingMeta.about} />
      <AboutScreen {...aboutContent} coaches={coaches} onOpenChat={openExternal} />
    </>
  );
}

export default AboutPage;

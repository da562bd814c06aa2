import { useMemo, useState } from 'react';
import { usePageData } from '../../routes/pageData';
import { AcademyScreen } from '../../../design-system/screens/AcademyScreen';
import type { AcademyProgrammeId } from '../../../machines/coaching/coaching.types';
import { academyLinks, academyProgrammeViews } from '../../../machines/coaching/academy.view';
import type { CoachingLoader } from '../../adapters/api/centreApi';
import { openExternal } from '../../adapters/openExternal';
import { academyContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';

/**
 * `/academy`: hero, achievements carousel, the five programmes (one dialog open at a time) and the closing call to
 * action; every chat button opens the academy number.
 */
export function AcademyPage() {
  const { catalogue } = usePageData<CoachingLoader>();
  const chatNumber = useSite().phones.academy;
  const links = useMemo(() => academyLinks(chatNumber), [chatNumber]);
  const achievements = useMemo(() => ({ ...academyContent.achievements, slides: catalogue.achievements }), [catalogue]);
  const programmes = useMemo(
    () => ({ ...academyContent.programmes, items: academyProgrammeViews(catalogue, chatNumber) }),
    [catalogue, chatNumber],
  );
  const [openProgrammeId, setOpenProgrammeId] = useState<AcademyProgrammeId | null>(null);
  return (
    <>
      <PageMeta {...coachingMeta.academy} />
      <AcademyScreen
        {...academyContent}
        links={links}
        achievements={achievements}
        programmes={programmes}
        openProgrammeId={openProgrammeId}
        onOpenProgrammeChange={setOpenProgrammeId}
        onOpenChat={openExternal}
      />
    </>
  );
}

export default AcademyPage;

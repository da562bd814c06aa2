import { useState } from 'react';
import { AcademyScreen } from '../../../design-system/screens/AcademyScreen';
import { coachingCatalogue } from '../../../machines/coaching/coaching.data';
import type { AcademyProgrammeId } from '../../../machines/coaching/coaching.types';
import { academyLinks, academyProgrammeViews } from '../../../machines/coaching/coaching.view';
import { openExternal } from '../../adapters/openExternal';
import { siteConfig } from '../../config/site';
import { academyContent, coachingMeta } from '../../content/coaching';
import { PageMeta } from '../../layout/PageMeta';

const links = academyLinks(siteConfig.chat.academy);
const achievements = { ...academyContent.achievements, slides: coachingCatalogue.achievements };
const programmes = { ...academyContent.programmes, items: academyProgrammeViews(coachingCatalogue, siteConfig.chat.academy) };

/**
 * `/academy`: hero, achievements carousel, the five programmes (one dialog open at a time) and the closing call to
 * action; every chat button opens the academy number.
 */
export function AcademyPage() {
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

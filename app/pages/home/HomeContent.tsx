import { HomeScreen } from '../../../design-system/screens/HomeScreen';
import type { HomeBanners } from '../../adapters/api/homeApi';
import { bannerCard, homeContent } from '../../content/home';
import { centreStructuredData } from '../../content/structuredData';
import { pageMeta } from '../../content/shell';
import { JsonLd } from '../../layout/JsonLd';
import { PageMeta } from '../../layout/PageMeta';

/** The banner (Admin > Home Page Manager) each venue card shows. */
const bannerSide = { sports: 'left', cafe: 'right' } as const;

/** The home page's metadata, the centre's structured data and the Sports and Café cards with the saved banners. */
export function HomeContent({ banners }: { banners: HomeBanners }) {
  const venues = homeContent.venues.map((card) => ({ ...card, ...bannerCard(banners[bannerSide[card.venue]]) }));
  return (
    <>
      <PageMeta {...pageMeta.home} />
      <JsonLd data={centreStructuredData} />
      <HomeScreen {...homeContent} venues={venues} />
    </>
  );
}

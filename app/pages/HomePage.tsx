import { usePageData } from '../routes/pageData';
import { HomeScreen } from '../../design-system/screens/HomeScreen';
import type { homeLoader } from '../adapters/api/homeApi';
import { bannerCard, homeContent } from '../content/home';
import { pageMeta } from '../content/shell';
import { PageMeta } from '../layout/PageMeta';

/** The banner (Admin > Home Page Manager) each venue card shows. */
const bannerSide = { sports: 'left', cafe: 'right' } as const;

/** `/`: the Sports and Café cards (the saved banners, from the route loader), address, opening hours and phone numbers. */
export function HomePage() {
  const { banners } = usePageData<typeof homeLoader>();
  const venues = homeContent.venues.map((card) => ({ ...card, ...bannerCard(banners[bannerSide[card.venue]]) }));
  return (
    <>
      <PageMeta {...pageMeta.home} />
      <HomeScreen {...homeContent} venues={venues} />
    </>
  );
}

export default HomePage;

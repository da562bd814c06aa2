import { usePageData } from '../routes/pageData';
import { HomeScreen } from '../../design-system/screens/HomeScreen';
import type { homeLoader } from '../adapters/api/homeApi';
import { bannerCard, homeContent } from '../content/home';
import { pageMeta } from '../content/shell';
import { PageMeta } from '../layout/PageMeta';
import { useSite } from '../layout/siteSettings';

/** The banner (Admin > Home Page Manager) each venue card shows. */
const bannerSide = { sports: 'left', cafe: 'right' } as const;

/** `/`: the Sports and Café cards (the saved banners, from the route loader), address, opening hours and phone numbers (System Settings). */
export function HomePage() {
  const { banners } = usePageData<typeof homeLoader>();
  const content = homeContent(useSite());
  const venues = content.venues.map((card) => ({ ...card, ...bannerCard(banners[bannerSide[card.venue]]) }));
  return (
    <>
      <PageMeta {...pageMeta.home} />
      <HomeScreen {...content} venues={venues} />
    </>
  );
}

export default HomePage;

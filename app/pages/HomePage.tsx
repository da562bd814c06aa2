import { HomeScreen } from '../../design-system/screens/HomeScreen';
import { homeContent } from '../content/home';
import { pageMeta } from '../content/shell';
import { PageMeta } from '../layout/PageMeta';

/** `/`: the Sports and Café cards, address, opening hours and phone numbers. */
export function HomePage() {
  return (
    <>
      <PageMeta {...pageMeta.home} />
      <HomeScreen {...homeContent} />
    </>
  );
}

export default HomePage;

import { HomeScreen } from '../../design-system/screens/HomeScreen';
import { homeContent } from '../content/home';
import { centreStructuredData } from '../content/structuredData';
import { pageMeta } from '../content/shell';
import { JsonLd } from '../layout/JsonLd';
import { PageMeta } from '../layout/PageMeta';

/** `/`: the Sports and Café cards, address, opening hours and phone numbers. */
export function HomePage() {
  return (
    <>
      <PageMeta {...pageMeta.home} />
      <JsonLd data={centreStructuredData} />
      <HomeScreen {...homeContent} />
    </>
  );
}

export default HomePage;

import { useLoaderData } from 'react-router-dom';
import type { homeLoader } from '../adapters/api/homeApi';
import { deferredPart } from '../ssr/deferredPart';

// Its links and phone numbers work without the app: the page's content hydrates from a chunk of its own once the
// site frame is live (app/ssr/deferredPart.tsx), so the home page's first script is the frame's.
const HomeContent = deferredPart(async () => (await import('./home/HomeContent')).HomeContent);

/** `/`: the Sports and Café cards (the saved banners, from the route loader), address, opening hours and phone numbers. */
export function HomePage() {
  const { banners } = useLoaderData<typeof homeLoader>();
  return <HomeContent banners={banners} />;
}

export default HomePage;

/**
 * The home page's two banners as first published (the seed of `home_banners`, and what `/` shows when the API
 * cannot be read). Left is the sports arena, right the café.
 */
import type { HomeBanner, HomeBannerSide } from '../api/home.schema';

export const defaultHomeBanners: Record<HomeBannerSide, HomeBanner> = {
  left: {
    side: 'left',
    title: 'Sports',
    subtitle: 'Floodlit courts and a futsal turf, bookable online up to a week ahead, day or night.',
    buttonText: 'Book a court',
    buttonLink: '/sports',
    image: null,
  },
  right: {
    side: 'right',
    title: 'Café',
    subtitle: 'Coffee, cold brews and bistro plates between games, with a pizza night every Friday.',
    buttonText: 'See the café',
    buttonLink: '/cafe',
    image: null,
  },
};

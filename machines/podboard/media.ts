/**
 * The community board's media (spec §3 media item: id, type, src, title, category) and its filter. The artwork is
 * the site's own (SVG files in public/podboard, drawn for the site). A video's `src` is its poster; the reel itself
 * is watched on the social profile.
 */

export const mediaCategories = ['sports', 'cafe', 'events', 'reels'] as const;
export type MediaCategory = (typeof mediaCategories)[number];

export const mediaFilters = ['all', ...mediaCategories] as const;
export type MediaFilter = (typeof mediaFilters)[number];

/** The chips, in the spec's order. */
export const mediaFilterChips: ReadonlyArray<{ id: MediaFilter; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'sports', label: 'Sports' },
  { id: 'cafe', label: 'Café' },
  { id: 'events', label: 'Events' },
  { id: 'reels', label: 'Reels' },
];

export function isMediaFilter(value: string): value is MediaFilter {
  return (mediaFilters as readonly string[]).includes(value);
}

export interface MediaItem {
  id: string;
  type: 'image' | 'video';
  /** The image, or a video's poster. */
  src: string;
  title: string;
  /** What the picture shows (alternative text). */
  alt: string;
  category: MediaCategory;
  /**
   * A reel's own address on the social profile (staff save it in Admin > Gallery), where the lightbox's watch link
   * goes; absent or empty, the link goes to the profile itself.
   */
  link?: string;
}

/** Width / height of every artwork (the tiles and the lightbox keep it, so nothing shifts while loading). */
export const MEDIA_ASPECT_RATIO = 4 / 3;

const art = (name: string) => `/podboard/${name}.svg`;

export const mediaItems: readonly MediaItem[] = [
  {
    id: 'smash-night',
    type: 'image',
    src: art('smash-night'),
    title: 'Smash Night Doubles',
    alt: 'Two badminton players at the net under the floodlights, a shuttlecock mid-air',
    category: 'sports',
  },
  {
    id: 'turf-derby',
    type: 'image',
    src: art('turf-derby'),
    title: 'Sunday Turf Derby',
    alt: 'A futsal ball heading for the goal on the green turf',
    category: 'sports',
  },
  {
    id: 'cafe-latte',
    type: 'image',
    src: art('cafe-latte'),
    title: 'Latte Art Mornings',
    alt: 'A cup of coffee with a leaf drawn in the foam, beside a croissant',
    category: 'cafe',
  },
  {
    id: 'league-finals',
    type: 'image',
    src: art('league-finals'),
    title: 'POD League Finals',
    alt: 'A trophy on a podium with confetti falling',
    category: 'events',
  },
  {
    id: 'rally-reel',
    type: 'video',
    src: art('rally-reel'),
    title: 'The 40-Shot Rally',
    alt: 'Poster of a reel: a tennis ball streaking across the court',
    category: 'reels',
  },
  {
    id: 'pickleball-pairs',
    type: 'image',
    src: art('pickleball-pairs'),
    title: 'Pickleball Pairs',
    alt: 'Two pickleball paddles crossed over a yellow ball on a blue court',
    category: 'sports',
  },
  {
    id: 'pizza-fest',
    type: 'image',
    src: art('pizza-fest'),
    title: 'Pizza Fest Friday',
    alt: 'A wood-fired pizza on a board, one slice pulled away',
    category: 'cafe',
  },
  {
    id: 'kids-camp',
    type: 'image',
    src: art('kids-camp'),
    title: 'Summer Kids Camp',
    alt: 'Agility cones and hoops laid out on the court for a kids camp',
    category: 'events',
  },
  {
    id: 'coach-drills',
    type: 'video',
    src: art('coach-drills'),
    title: 'Footwork Drills with Coach',
    alt: 'Poster of a video: footprints marking a badminton footwork pattern',
    category: 'sports',
  },
  {
    id: 'cold-brew',
    type: 'image',
    src: art('cold-brew'),
    title: 'Cold Brew Happy Hours',
    alt: 'Two glasses of iced cold brew with straws',
    category: 'cafe',
  },
  {
    id: 'midnight-open',
    type: 'image',
    src: art('midnight-open'),
    title: 'Midnight Open',
    alt: 'The centre lit up at night under a crescent moon',
    category: 'events',
  },
  {
    id: 'trickshot-reel',
    type: 'video',
    src: art('trickshot-reel'),
    title: 'Trick Shot Tuesday',
    alt: 'Poster of a reel: a shuttlecock curving behind a player’s back',
    category: 'reels',
  },
];

/** The items of a filter, in board order. */
export function filterMedia<T extends Pick<MediaItem, 'category'>>(items: readonly T[], filter: MediaFilter): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.category === filter);
}

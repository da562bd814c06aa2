/**
 * What the community board shows, display-ready: the tiles of the chosen filter, the empty message, the status
 * line, and the lightbox's item, counter ('3 of 12') and labels. Pure; the lightbox machine holds the index.
 */
import { filterMedia, mediaFilterChips, type MediaFilter, type MediaItem } from './media';

/** Shown when a filter has nothing. */
export function emptyFilterText(filter: MediaFilter): string {
  const label = mediaFilterChips.find((c) => c.id === filter)?.label ?? 'this';
  return filter === 'all' ? 'Nothing on the board yet.' : `No ${label} posts yet. Check back soon.`;
}

/** A tile as drawn. */
export interface MediaTileView extends MediaItem {
  /** Read before the title on the tile's button: 'Open' / 'Play video:'. */
  openPrefix: string;
  /** The tile button's whole name: 'Open Smash Night Doubles' / 'Play video: The 40-Shot Rally'. */
  openLabel: string;
}

export function mediaTileView(item: MediaItem): MediaTileView {
  const openPrefix = item.type === 'video' ? 'Play video:' : 'Open';
  return { ...item, openPrefix, openLabel: `${openPrefix} ${item.title}` };
}

/** The grid of a filter. */
export interface MediaGridView {
  filter: MediaFilter;
  tiles: MediaTileView[];
  /** For the status line: 'Showing 12 posts' or the empty text. */
  status: string;
  /** Set when the filter has nothing. */
  emptyText: string | null;
}

export function mediaGridView(items: readonly MediaItem[], filter: MediaFilter): MediaGridView {
  const tiles = filterMedia(items, filter).map(mediaTileView);
  const emptyText = tiles.length === 0 ? emptyFilterText(filter) : null;
  return {
    filter,
    tiles,
    status: emptyText ?? `Showing ${tiles.length} ${tiles.length === 1 ? 'post' : 'posts'}`,
    emptyText,
  };
}

/** '3 of 12'. */
export function lightboxCounter(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** The open lightbox. */
export interface LightboxView {
  item: MediaTileView;
  index: number;
  count: number;
  /** '3 of 12'. */
  counter: string;
  previousLabel: string;
  nextLabel: string;
}

/** The lightbox over `tiles` at `index`, or null when closed (index null) or out of range. */
export function lightboxView(tiles: readonly MediaTileView[], index: number | null): LightboxView | null {
  if (index === null || index < 0 || index >= tiles.length) return null;
  return {
    item: tiles[index]!,
    index,
    count: tiles.length,
    counter: lightboxCounter(index, tiles.length),
    previousLabel: 'Previous',
    nextLabel: 'Next',
  };
}

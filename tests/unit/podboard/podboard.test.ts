import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  filterMedia,
  isMediaFilter,
  mediaCategories,
  mediaFilterChips,
  mediaItems,
} from '../../../machines/podboard/media';
import { lightboxCounter, lightboxView, mediaGridView } from '../../../machines/podboard/podboard.view';

describe('community board media', () => {
  it('has twelve items with unique ids, alt text and a category each', () => {
    expect(mediaItems).toHaveLength(12);
    expect(new Set(mediaItems.map((m) => m.id)).size).toBe(12);
    for (const item of mediaItems) {
      expect(item.alt.length).toBeGreaterThan(10);
      expect(mediaCategories).toContain(item.category);
      expect(item.src).toMatch(/^\/podboard\/[a-z-]+\.svg$/);
    }
    expect(mediaItems.filter((m) => m.category === 'reels').every((m) => m.type === 'video')).toBe(true);
  });

  it('every artwork exists, is a self-contained SVG of the site and all together weigh under 300 kB', () => {
    let total = 0;
    for (const item of mediaItems) {
      const file = `public${item.src}`;
      total += statSync(file).size;
      const svg = readFileSync(file, 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/href=|url\((?!#)/);
    }
    expect(total).toBeLessThan(300 * 1024);
  });

  it('the chips are All, Sports, Café, Events, Reels', () => {
    expect(mediaFilterChips.map((c) => c.label)).toEqual(['All', 'Sports', 'Café', 'Events', 'Reels']);
    expect(isMediaFilter('cafe')).toBe(true);
    expect(isMediaFilter('news')).toBe(false);
  });

  it('filters by category, keeping board order', () => {
    expect(filterMedia(mediaItems, 'all')).toHaveLength(12);
    const sports = filterMedia(mediaItems, 'sports');
    expect(sports.every((m) => m.category === 'sports')).toBe(true);
    expect(sports.map((m) => m.id)).toEqual(['smash-night', 'turf-derby', 'pickleball-pairs', 'coach-drills']);
    for (const c of mediaCategories) expect(filterMedia(mediaItems, c).length).toBeGreaterThan(0);
  });
});

describe('community board view', () => {
  it('gives tiles, a status line and no empty text', () => {
    const view = mediaGridView(mediaItems, 'reels');
    expect(view.tiles.map((t) => t.openLabel)).toEqual([
      'Play video: The 40-Shot Rally',
      'Play video: Trick Shot Tuesday',
    ]);
    expect(view.status).toBe('Showing 2 posts');
    expect(view.emptyText).toBeNull();
    expect(mediaGridView(mediaItems, 'all').tiles[0]!.openLabel).toBe('Open Smash Night Doubles');
  });

  it('an empty category says so', () => {
    const view = mediaGridView(
      mediaItems.filter((m) => m.category !== 'events'),
      'events',
    );
    expect(view.tiles).toEqual([]);
    expect(view.emptyText).toBe('No Events posts yet. Check back soon.');
    expect(view.status).toBe(view.emptyText);
    expect(mediaGridView([], 'all').emptyText).toBe('Nothing on the board yet.');
  });

  it('the lightbox counter reads "3 of 12"', () => {
    const tiles = mediaGridView(mediaItems, 'all').tiles;
    expect(lightboxCounter(2, 12)).toBe('3 of 12');
    const view = lightboxView(tiles, 2);
    expect(view?.counter).toBe('3 of 12');
    expect(view?.item.id).toBe('cafe-latte');
    expect(lightboxView(tiles, null)).toBeNull();
    expect(lightboxView(tiles, 12)).toBeNull();
  });

  it("a reel's own link, as staff saved it, reaches the lightbox through the filter", () => {
    const link = 'https://www.instagram.com/reel/Pod-Trick-Shot/';
    const items = mediaItems.map((m) => (m.id === 'trickshot-reel' ? { ...m, link } : m));
    const reels = mediaGridView(items, 'reels').tiles;
    expect(reels.map((t) => [t.id, t.link])).toEqual([
      ['rally-reel', undefined],
      ['trickshot-reel', link],
    ]);
    expect(lightboxView(reels, 1)?.item.link).toBe(link);
  });
});

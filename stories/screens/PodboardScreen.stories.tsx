import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PodboardScreen } from '../../design-system/screens/PodboardScreen';
import { MEDIA_ASPECT_RATIO, mediaItems, type MediaFilter } from '../../machines/podboard/media';
import { boardFilters, boardGrid, boardLightbox, itemsWithMissingImage, podboardCopy } from '../fixtures/community';

/** While the lightbox is open Radix hides the page (aria-hidden) and traps focus; axe cannot see the trap. */
const openOverPageA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const meta = {
  title: 'Screens/Podboard',
  component: PodboardScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    ...podboardCopy,
    filters: boardFilters,
    grid: boardGrid('all'),
    mediaRatio: MEDIA_ASPECT_RATIO,
    lightbox: null,
    onFilterChange: fn(),
    onOpen: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof PodboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const chipsOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Filter posts' })).getAllByRole('button');
const pressed = (canvas: ReturnType<typeof within>) =>
  chipsOf(canvas)
    .filter((c) => c.getAttribute('aria-pressed') === 'true')
    .map((c) => c.textContent);
const tileNames = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('button[data-tile]'), (b) => b.textContent);

const filterStory = (filter: MediaFilter, label: string, names: string[]): Story => ({
  args: { grid: boardGrid(filter) },
  play: async ({ canvas, canvasElement }) => {
    await expect(pressed(canvas)).toEqual([label]);
    await expect(tileNames(canvasElement)).toEqual(names);
    await expect(canvas.getByRole('status')).toHaveTextContent(`Showing ${names.length} posts`);
  },
});

/** All: the chips (All pressed), twelve posts, feedback, news and the be-featured call. Pressing a chip reports it. */
export const All: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community Board' })).toBeVisible();
    await expect(chipsOf(canvas).map((c) => c.textContent)).toEqual(['All', 'Sports', 'Café', 'Events', 'Reels']);
    await expect(pressed(canvas)).toEqual(['All']);
    await expect(tileNames(canvasElement)).toHaveLength(12);
    // The first post is the largest paint on a phone: it loads at once, the others as they near the screen.
    const loading = Array.from(canvasElement.querySelectorAll('li[data-type] img'), (img) =>
      img.getAttribute('loading'),
    );
    await expect(loading).toEqual(['eager', ...Array<string>(11).fill('lazy')]);
    const feedback = canvas.getByRole('region', { name: 'Community Feedback' });
    await expect(feedback).toBeVisible();
    const share = within(feedback).getByRole('link', { name: 'Share Your Feedback' });
    await expect(share).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent("I'd like to share some feedback")),
    );
    await expect(share).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('region', { name: 'News' })).toBeVisible();
    const featured = canvas.getByRole('region', { name: 'Get featured on the board' });
    await expect(within(featured).getByRole('link', { name: 'Share Your Story' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
    await expect(within(featured).getByRole('link', { name: 'Follow on Instagram' })).toHaveAttribute(
      'href',
      podboardCopy.featured.social.href,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Café' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('cafe');
    await userEvent.click(canvas.getByRole('button', { name: 'Open POD League Finals' }));
    await expect(args.onOpen).toHaveBeenCalledWith(3);
  },
};

/** Sports. */
export const Sports = filterStory('sports', 'Sports', [
  'Open Smash Night Doubles',
  'Open Sunday Turf Derby',
  'Open Pickleball Pairs',
  'Play video: Footwork Drills with Coach',
]);
/** Café. */
export const Cafe = filterStory('cafe', 'Café', [
  'Open Latte Art Mornings',
  'Open Pizza Fest Friday',
  'Open Cold Brew Happy Hours',
]);
/** Events. */
export const Events = filterStory('events', 'Events', [
  'Open POD League Finals',
  'Open Summer Kids Camp',
  'Open Midnight Open',
]);
/** Reels: videos only, each with its play affordance. */
export const Reels = filterStory('reels', 'Reels', ['Play video: The 40-Shot Rally', 'Play video: Trick Shot Tuesday']);

/** A category with no posts says so. */
export const EmptyFilter: Story = {
  args: {
    grid: boardGrid(
      'events',
      mediaItems.filter((m) => m.category !== 'events'),
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(pressed(canvas)).toEqual(['Events']);
    await expect(tileNames(canvasElement)).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-state="empty"]')).toHaveTextContent(
      'No Events posts yet. Check back soon.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('No Events posts yet. Check back soon.');
  },
};

const lightboxStory = (index: number, title: string, counter: string): Story => ({
  parameters: openOverPageA11y,
  args: { lightbox: boardLightbox(index) },
  play: async () => {
    const box = await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(within(box).getByText(counter)).toBeVisible());
    await expect(within(box).getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Close' })).toBeVisible();
  },
});

/** Lightbox at the first item: "1 of 12". */
export const LightboxFirst = lightboxStory(0, 'Smash Night Doubles', '1 of 12');
/** Lightbox at a middle item: "6 of 12". */
export const LightboxMiddle = lightboxStory(5, 'Pickleball Pairs', '6 of 12');
/** Lightbox at the last item: "12 of 12". */
export const LightboxLast = lightboxStory(11, 'Trick Shot Tuesday', '12 of 12');

/** A failed image shows "Image not available" in its tile, at the same size. */
export const FailedImage: Story = {
  args: { grid: boardGrid('all', itemsWithMissingImage) },
  play: async ({ canvas }) => {
    const fallback = await canvas.findByRole('img', { name: 'Image not available' });
    await expect(fallback).toBeVisible();
    await expect(fallback.closest('li')).toHaveAttribute('data-category', 'sports');
  },
};

/** Phone, 360 px: chips wrap, one column of posts, nothing overflows. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const tiles = Array.from(canvasElement.querySelectorAll('li[data-type]'));
    await expect(new Set(tiles.map((t) => Math.round(t.getBoundingClientRect().left))).size).toBe(1);
    await expect(pressed(canvas)).toEqual(['All']);
  },
};

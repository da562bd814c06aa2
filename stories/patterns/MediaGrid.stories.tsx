import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { MediaGrid } from '../../design-system/patterns/MediaGrid';
import { MEDIA_ASPECT_RATIO } from '../../machines/podboard/media';
import { boardGrid, itemsWithMissingImage } from '../fixtures/community';
import { componentDocs } from '../docs/componentDocs';

const all = boardGrid('all');

const meta = {
  title: 'Patterns/MediaGrid',
  component: MediaGrid,
  parameters: {
    docs: componentDocs({
      usage:
        'The community board\'s grid of posts: a tile per item (a fixed-ratio image with its alt text and its title) and a Video badge with a play icon on videos. Each title is a button ("Open ..." or "Play video: ...") that covers the whole tile and opens the lightbox. Images load lazily after the first `eagerTiles`; an empty filter shows `emptyText`.',
      do: [
        'Set `eagerTiles` to the tiles visible without scrolling, and no more.',
        'Write an `emptyText` that says the filter found nothing and how to see more.',
      ],
      dont: ["Put a second button or link inside a tile: the title's button covers it."],
    }),
  },
  args: { tiles: all.tiles, ratio: MEDIA_ASPECT_RATIO, emptyText: all.emptyText, onOpen: fn() },
} satisfies Meta<typeof MediaGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnsOf = (els: HTMLElement[]) => new Set(els.map((c) => Math.round(c.getBoundingClientRect().left))).size;

/** Twelve posts: lazy images with alt text in fixed 4:3 boxes; videos carry a Video badge. Pressing a tile opens it. */
export const AllPosts: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
    await expect(columnsOf(canvas.getAllByRole('listitem'))).toBe(4);
    const images = Array.from(canvasElement.querySelectorAll('img'));
    await expect(
      images.every((img) => img.getAttribute('loading') === 'lazy' && (img.getAttribute('alt') ?? '').length > 0),
    ).toBe(true);
    await expect(canvasElement.querySelectorAll('li[data-type="video"]')).toHaveLength(3);
    const rally = canvas.getByRole('button', { name: 'Play video: The 40-Shot Rally' });
    await expect(rally.closest('li')).toHaveTextContent(/^Video/);
    await userEvent.click(canvas.getByRole('button', { name: 'Open Latte Art Mornings' }));
    await expect(args.onOpen).toHaveBeenCalledWith(2);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-image][data-state="loaded"]').length).toBe(12));
  },
};

/** Reels: the two videos, each with its play affordance. */
export const Reels: Story = {
  args: { tiles: boardGrid('reels').tiles },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('button');
    await expect(tiles.map((t) => t.textContent)).toEqual([
      'Play video: The 40-Shot Rally',
      'Play video: Trick Shot Tuesday',
    ]);
  },
};

/** An empty category says so. */
export const Empty: Story = {
  args: { tiles: [], emptyText: 'No Events posts yet. Check back soon.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-state="empty"]')).toHaveTextContent(
      'No Events posts yet. Check back soon.',
    );
  },
};

/** A failed image shows "Image not available" in the same box; the tile still opens. */
export const FailedImage: Story = {
  args: { tiles: boardGrid('all', itemsWithMissingImage).tiles.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Image not available' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Smash Night Doubles' })).toBeVisible();
  },
};

/** Phone, 360 px: one column. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { tiles: all.tiles.slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(columnsOf(canvas.getAllByRole('listitem'))).toBe(1);
  },
};

import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Image, imageUnavailableText, logoPositions } from '../../design-system/primitives/Image';
import { jerseyBack, jerseyFront, missingImage, podLogo } from './support';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  parameters: {
    docs: componentDocs({
      usage:
        'An image in a box of a fixed `ratio`, so nothing moves while it loads. It loads lazily unless `priority` (the largest image at the top of a page); a failed image shows "Image not available" in the same box. It can carry a `logo` laid over it (a product\'s print position) and a `hoverSrc` shown while its interactive Card is hovered or focused.',
      do: [
        'Write `alt` as what the image shows ("Performance Jersey, front view"), or `alt=""` when the text beside it says it all.',
        'Set `priority` on the one largest image at the top of a page, and on no other.',
        'Give every image a `ratio`, so the page does not jump as images arrive.',
      ],
      dont: [
        'Put text that matters inside the picture: it cannot be read by everyone, or translated.',
        'Use `fit="contain"` for a photo in a card: `cover` fills the box; `contain` shows a whole picture, as the lightbox does.',
      ],
    }),
  },
  args: { src: jerseyFront, alt: 'Performance Jersey, front view' },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-image]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Performance Jersey, front view' });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'loaded'), { timeout: 5000 });
    const box = root(canvasElement).getBoundingClientRect();
    await expect(box.width).toBe(box.height);
  },
};

/** The box keeps its ratio whatever the file. */
export const Ratio: Story = {
  args: { ratio: '4 / 3', radius: 'lg' },
  play: async ({ canvasElement }) => {
    const box = root(canvasElement).getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 2);
    await expect(getComputedStyle(root(canvasElement)).borderRadius).toBe('12px');
  },
};

/** The hero image: loaded eagerly with high priority. */
export const Priority: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A file that cannot be loaded: "Image not available" in the same box. */
export const Error: Story = {
  args: { src: missingImage, alt: 'Premium Towel Set', logo: { src: podLogo } },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await canvas.findByRole('img', { name: imageUnavailableText }, { timeout: 5000 });
    await expect(fallback).toHaveTextContent('Image not available');
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(canvas.queryByRole('img', { name: 'Premium Towel Set' })).toBeNull();
    await expect(canvasElement.querySelector('[data-logo]')).toBeNull();
    const box = root(canvasElement).getBoundingClientRect();
    await expect(box.width).toBe(box.height);
  },
};

/** The cart's logo overlay, placed by logoPosition. */
export const WithLogo: Story = {
  args: { logo: { src: podLogo, position: 'chest' } },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector<HTMLImageElement>('[data-logo]')!;
    await expect(logo).toHaveAttribute('data-position', 'chest');
    await expect(logo).toHaveAttribute('alt', '');
    const box = root(canvasElement).getBoundingClientRect();
    const spot = logo.getBoundingClientRect();
    // Chest: right of centre, upper third.
    await expect(spot.left + spot.width / 2).toBeGreaterThan(box.left + box.width / 2);
    await expect(spot.top + spot.height / 2).toBeLessThan(box.top + box.height / 2);
  },
};

/** Every logo position: chest, front-panel, center, thigh, corner; each at its own spot. */
export const LogoPositions: Story = {
  render: (args) => (
    <div css={(t) => css({ display: 'grid', gridTemplateColumns: 'repeat(5, 8rem)', gap: t.space[3] })}>
      {logoPositions.map((position) => (
        <figure key={position} css={(t) => css({ display: 'grid', gap: t.space[1], fontSize: t.font.size.sm })}>
          <Image {...args} alt={`Jersey with logo at ${position}`} logo={{ src: podLogo, position }} />
          <figcaption>{position}</figcaption>
        </figure>
      ))}
    </div>
  ),
  decorators: [],
  play: async ({ canvasElement }) => {
    const logos = Array.from(canvasElement.querySelectorAll<HTMLImageElement>('[data-logo]'));
    await expect(logos.map((l) => l.dataset.position)).toEqual([...logoPositions]);
    const spots = logos.map((logo) => {
      const box = logo.closest<HTMLElement>('[data-image]')!.getBoundingClientRect();
      const spot = logo.getBoundingClientRect();
      return `${Math.round(spot.left - box.left)},${Math.round(spot.top - box.top)}`;
    });
    await expect(new Set(spots).size).toBe(logoPositions.length);
  },
};

/** Without a position the logo sits in the centre (the catalogue's default). */
export const LogoDefaultCenter: Story = {
  args: { logo: { src: podLogo } },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector<HTMLImageElement>('[data-logo]')!;
    await expect(logo).toHaveAttribute('data-position', 'center');
    const box = root(canvasElement).getBoundingClientRect();
    const spot = logo.getBoundingClientRect();
    await expect(spot.left + spot.width / 2).toBeCloseTo(box.left + box.width / 2, 0);
  },
};

/** A logo that fails to load is hidden; the product image stays. */
export const LogoError: Story = {
  args: { logo: { src: missingImage, position: 'chest' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-logo]')).toBeNull(), { timeout: 5000 });
    await expect(canvas.getByRole('img', { name: 'Performance Jersey, front view' })).toBeVisible();
    await expect(canvas.queryByText(imageUnavailableText)).toBeNull();
  },
};

/** The hover image is decorative and hidden until the parent card is hovered or focused (see Card / Interactive). */
export const WithHoverImage: Story = {
  args: { hoverSrc: jerseyBack },
  play: async ({ canvas, canvasElement }) => {
    const hover = canvasElement.querySelector<HTMLImageElement>('[data-layer="hover"]')!;
    await expect(hover).toHaveAttribute('alt', '');
    await expect(hover).toHaveAttribute('loading', 'lazy');
    await expect(getComputedStyle(hover).opacity).toBe('0');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

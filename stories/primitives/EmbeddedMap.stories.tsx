import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { EmbeddedMap, embeddedMapHeights } from '../../design-system/primitives/EmbeddedMap';
import { componentDocs } from '../docs/componentDocs';

/** Stories never load a real map: the frame shows about:blank. */
const meta = {
  title: 'Primitives/EmbeddedMap',
  component: EmbeddedMap,
  parameters: {
    docs: componentDocs({
      usage:
        'A titled map frame with an "Open in Maps" link under it (a new tab). The frame\'s box, with a pin, is there from the first paint; the map itself loads when the box comes near the screen, so it never holds the page up. `height` is a step (`sm`, `md`, `lg`) and shrinks one step on phones.',
      do: [
        'Give it a `title` that says what the map shows ("Map of POD, Sholinganallur, Chennai"): it names the frame for screen readers.',
        'Pass a `mapsHref`: the link is how a phone opens directions.',
      ],
      dont: [
        'Make the map the only place the address is written: write the address as text beside it.',
        'Embed a map where a link to it will do: each frame is a whole page from another site.',
      ],
    }),
  },
  args: {
    title: 'Map of POD, Sholinganallur, Chennai',
    src: 'about:blank',
    mapsHref: 'https://maps.example.com/?q=POD+Sholinganallur',
  },
  argTypes: { height: { control: 'inline-radio', options: embeddedMapHeights } },
} satisfies Meta<typeof EmbeddedMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On screen: the map's frame loads at once, with its title, in the box that was there from the first paint. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const frame = await canvas.findByTitle('Map of POD, Sholinganallur, Chennai');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame.parentElement).toBe(canvasElement.querySelector('[data-part="frame"]'));
    await expect(frame).toHaveAttribute('src', 'about:blank');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    const link = canvas.getByRole('link', { name: 'Open in Maps' });
    await expect(link).toHaveAttribute('href', 'https://maps.example.com/?q=POD+Sholinganallur');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link.getAttribute('rel')).toContain('noopener');
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(frame.getBoundingClientRect().bottom);
  },
};

/** Three height steps. */
export const Heights: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div
      css={(t) => css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: t.space[4], alignItems: 'start' })}
    >
      {embeddedMapHeights.map((height) => (
        <EmbeddedMap key={height} {...args} height={height} title={`Map, height ${height}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('iframe')).toHaveLength(3));
    const frames = Array.from(canvasElement.querySelectorAll('iframe'));
    await expect(frames.map((f) => f.title)).toEqual(embeddedMapHeights.map((h) => `Map, height ${h}`));
    const heights = frames.map((f) => f.parentElement!.getBoundingClientRect().height);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(3);
  },
};

/** On phones the frame is full width and one step shorter. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const frame = await canvas.findByTitle('Map of POD, Sholinganallur, Chennai');
    const box = frame.parentElement!;
    await expect(box.getBoundingClientRect().height).toBe(240);
    await expect(box.getBoundingClientRect().width).toBe(box.parentElement!.getBoundingClientRect().width);
    await expect(canvas.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  },
};

export const CustomLinkLabel: Story = {
  args: { linkLabel: 'Get directions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get directions' })).toHaveAttribute('target', '_blank');
  },
};

/**
 * Far below the screen (a long page above it): the box is drawn with a pin and no map is fetched; scrolled near,
 * the map's frame loads over it, in the same box, which keeps its size.
 */
export const FarBelowTheScreen: Story = {
  render: (args) => (
    <div>
      <div data-testid="page-above" css={{ height: '3000px' }} />
      <EmbeddedMap {...args} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-part="frame"]')!;
    await expect(box.querySelector('svg')).not.toBeNull();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const before = box.getBoundingClientRect().height;
    box.scrollIntoView({ block: 'center' });
    const frame = await canvas.findByTitle('Map of POD, Sholinganallur, Chennai');
    await expect(frame.parentElement).toBe(box);
    await expect(box.getBoundingClientRect().height).toBe(before);
    // The map covers the box (the pin stays under it, for while the map loads).
    await expect(frame.getBoundingClientRect().height).toBe(box.clientHeight);
  },
};

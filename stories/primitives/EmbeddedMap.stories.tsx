import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmbeddedMap, embeddedMapHeights } from '../../design-system/primitives/EmbeddedMap';

/** Stories never load a real map: the frame shows about:blank. */
const meta = {
  title: 'Primitives/EmbeddedMap',
  component: EmbeddedMap,
  args: {
    title: 'Map of POD, Sholinganallur, Chennai',
    src: 'about:blank',
    mapsHref: 'https://maps.example.com/?q=POD+Sholinganallur',
  },
  argTypes: { height: { control: 'inline-radio', options: embeddedMapHeights } },
} satisfies Meta<typeof EmbeddedMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('title', 'Map of POD, Sholinganallur, Chennai');
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
    <div css={(t) => css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: t.space[4], alignItems: 'start' })}>
      {embeddedMapHeights.map((height) => (
        <EmbeddedMap key={height} {...args} height={height} title={`Map, height ${height}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const frames = Array.from(canvasElement.querySelectorAll('iframe'));
    await expect(frames.map((f) => f.title)).toEqual(embeddedMapHeights.map((h) => `Map, height ${h}`));
    const heights = frames.map((f) => f.getBoundingClientRect().height);
    await expect(heights).toEqual([...heights].sort((a, b) => a - b));
    await expect(new Set(heights).size).toBe(3);
  },
};

/** On phones the frame is full width and one step shorter. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame.getBoundingClientRect().height).toBe(240);
    await expect(frame.getBoundingClientRect().width).toBe(frame.parentElement!.getBoundingClientRect().width);
    await expect(canvas.getByRole('link', { name: 'Open in Maps' })).toBeVisible();
  },
};

export const CustomLinkLabel: Story = {
  args: { linkLabel: 'Get directions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get directions' })).toHaveAttribute('target', '_blank');
  },
};

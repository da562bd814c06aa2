import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Logo, LogoSourceProvider, logoSizes, logoTones } from '../../design-system/brand/Logo';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  parameters: {
    docs: componentDocs({
      usage:
        'The POD brand, drawn inline: a ball-in-a-pod mark in the page\'s accent colour and a geometric "POD" wordmark. `full` is the mark and the wordmark, `mark` the mark alone for tight spaces; `tone` is `default` on light surfaces and `inverse` on dark ones; `size` is a control height (sm 2rem, md 2.5rem, lg 3rem). `label` is its accessible name.',
      do: [
        'Use `inverse` on dark surfaces (the footer, dark bands).',
        'Set `decorative` when the link or button around the logo already says "POD", so it is not read twice.',
      ],
      dont: [
        "Recolour, stretch or redraw the logo: the accent colour comes from the page's theme.",
        'Use the `mark` alone where the name POD appears nowhere else nearby.',
      ],
    }),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: logoTones },
    size: { control: 'inline-radio', options: logoSizes },
    variant: { control: 'inline-radio', options: ['full', 'mark'] },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The full logo: mark plus the "POD" wordmark, named "POD". */
export const Default: Story = {
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'POD' });
    await expect(logo).toHaveAttribute('data-variant', 'full');
    await expect(logo.querySelectorAll('path, rect').length).toBeGreaterThan(2);
    const box = logo.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(116 / 32, 1);
  },
};

/** On dark surfaces the wordmark turns white. */
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div css={(t) => ({ background: t.color.surface.inverse, padding: t.space[6], display: 'inline-block' })}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'POD' });
    await expect(logo).toHaveAttribute('data-tone', 'inverse');
    await expect(logo.querySelector('g')).toHaveAttribute('stroke', '#FFFFFF');
  },
};

/** The mark alone (favicon, tight spaces): square. */
export const Mark: Story = {
  args: { variant: 'mark' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'POD' });
    await expect(logo.querySelector('g')).toBeNull();
    const box = logo.getBoundingClientRect();
    await expect(box.width).toBeCloseTo(box.height, 0);
  },
};

/** Three heights from the control size tokens. */
export const Sizes: Story = {
  render: (args) => (
    <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[6] })}>
      {logoSizes.map((size) => (
        <Logo key={size} {...args} size={size} label={`POD ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = logoSizes.map(
      (size) => canvas.getByRole('img', { name: `POD ${size}` }).getBoundingClientRect().height,
    );
    await expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    await expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  },
};

/** On café pages the mark takes the warm café accent. */
export const CafeAccent: Story = {
  parameters: { accent: 'cafe' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'POD' });
    await expect(logo.querySelector('rect')).toHaveAttribute('fill', '#933B10');
  },
};

/** Decorative: hidden from assistive technology when a surrounding link already says "POD". */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Uploaded: under a LogoSourceProvider with staff's PNG, that picture at the logo's height, named as the logo. */
export const Uploaded: Story = {
  decorators: [
    (Story) => (
      <LogoSourceProvider value="/icons/icon-192.png">
        <Story />
      </LogoSourceProvider>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const logo = canvas.getByRole('img', { name: 'POD' });
    await expect(logo).toHaveAttribute('src', '/icons/icon-192.png');
    await expect(logo).toHaveAttribute('data-source', 'uploaded');
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

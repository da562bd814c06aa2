import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner, spinnerSizes, spinnerTones } from '../../design-system/primitives/Spinner';
import { reducedMotionStyle } from './support';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  parameters: {
    docs: componentDocs({
      usage:
        'A loading indicator with `role="status"`: its `label` ("Loading..." by default) is announced politely, and shown beside it with `showLabel`. The icon stands still under reduced motion; the label still announces the wait. `tone` is the accent, the surrounding text colour (`current`) or `inverse` on dark surfaces.',
      do: [
        'Say what is loading ("Loading bookings"), so the wait is specific.',
        'Use `tone="current"` inside a button or a coloured surface.',
      ],
      dont: [
        "Put a spinner in a button by hand: set the Button's `busy`.",
        'Use a spinner for the first load of a large area: draw its `Skeleton`.',
      ],
    }),
  },
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading...');
    // The label is for screen readers only.
    await expect(canvas.getByText('Loading...').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Loading products...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading products...');
  },
};

export const VisibleLabel: Story = {
  args: { label: 'Checking availability...', showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Checking availability...')).toBeVisible();
    await expect(canvas.getByText('Checking availability...').getBoundingClientRect().width).toBeGreaterThan(50);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div css={(t) => css({ display: 'flex', gap: t.space[6], alignItems: 'center' })}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} label={`Loading ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((s) => s.textContent)).toEqual(spinnerSizes.map((size) => `Loading ${size}`));
    await expect(statuses.map((s) => s.dataset.size)).toEqual([...spinnerSizes]);
    const widths = statuses.map((s) => s.querySelector('svg')!.getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    await expect(widths[0]).toBeLessThan(widths[2]!);
  },
};

export const OnDarkSurface: Story = {
  args: { tone: 'inverse', label: 'Processing...', showLabel: true },
  render: (args) => (
    <div css={(t) => css({ background: t.color.surface.inverse, padding: t.space[6], borderRadius: t.radii.md })}>
      <Spinner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Processing...');
    await expect(status).toHaveAttribute('data-tone', 'inverse');
    await expect(getComputedStyle(status).color).toBe('rgb(255, 255, 255)');
  },
};

/** Under prefers-reduced-motion the icon stands still; the status is still announced. */
export const ReducedMotion: Story = {
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('status').querySelector('svg')!;
    await expect(getComputedStyle(icon).animationName).not.toBe('none');
    await expect(reducedMotionStyle(icon)['animation-name']).toBe('none');
  },
};

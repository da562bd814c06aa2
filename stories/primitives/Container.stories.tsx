import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, containerSizes } from '../../design-system/primitives/Container';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        "Centres a section's content at a token maximum width, with side padding that grows with the screen: `default` for pages, `prose` for reading text, `narrow` for forms. `flush` drops the side padding for content that bleeds to the edge on phones.",
      do: [
        "Put the section's background outside the Container and its content inside, so colour runs edge to edge and text stays in the column.",
        'Use `prose` for long text, so lines stay a readable length.',
        'Render it `as` the element it is (`main`, `section`, `header`, `footer`, `article`).',
      ],
      dont: ['Nest Containers.', 'Give a section its own max width or side padding by hand.'],
    }),
  },
  args: {
    children: (
      <p data-testid="content">
        POD is a 24/7 sports centre with a café in Sholinganallur, Chennai: badminton, tennis, pickleball and futsal
        courts, coaching, an academy and a merchandise shop.
      </p>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: containerSizes } },
  decorators: [
    (Story) => (
      <div css={(t) => css({ background: t.color.surface.sunken, paddingBlock: t.space[6] })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const container = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-size]')!;

/** Page width: at most 75rem, centred, 32 px side padding on desktop. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = container(canvasElement);
    const style = getComputedStyle(c);
    await expect(style.maxWidth).toBe('1200px');
    await expect(style.paddingLeft).toBe('32px');
    const box = c.getBoundingClientRect();
    await expect(box.left).toBeCloseTo(window.innerWidth - box.right, 0);
  },
};

/** The three widths, widest first. */
export const Sizes: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div css={(t) => css({ display: 'grid', gap: t.space[4] })}>
      {containerSizes.map((size) => (
        <Container key={size} {...args} size={size}>
          <div css={(t) => css({ background: t.color.surface.raised, padding: t.space[3] })}>Size {size}</div>
        </Container>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const widths = containerSizes.map((size) => canvas.getByText(`Size ${size}`).getBoundingClientRect().width);
    await expect(widths).toEqual([...widths].sort((a, b) => b - a));
    await expect(new Set(widths).size).toBe(3);
  },
};

/** On phones the container fills the screen with 16 px side padding. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const c = container(canvasElement);
    await expect(getComputedStyle(c).paddingLeft).toBe('16px');
    await expect(c.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const Flush: Story = {
  args: { flush: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(container(canvasElement)).paddingLeft).toBe('0px');
  },
};

/** Rendered as a landmark element when asked. */
export const AsMain: Story = {
  args: { as: 'main', size: 'prose' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toContainElement(canvas.getByTestId('content'));
  },
};

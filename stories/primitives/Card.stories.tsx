import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import { Card, cardPaddings, cardTones } from '../../design-system/primitives/Card';
import { Heading } from '../../design-system/primitives/Heading';
import { Image } from '../../design-system/primitives/Image';
import { Text } from '../../design-system/primitives/Text';
import { jerseyBack, jerseyFront } from './support';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  parameters: {
    docs: componentDocs({
      usage:
        'A surface that groups one thing: a sport, a product, a plan, a coach. Three tones (`default` raised white, `accent` tint, `inverse` dark) and padding steps (`none` for media that bleeds to the edge). `interactive` lifts the card on hover, rings it while anything inside has focus, and shows an `Image`\'s `hoverSrc`. `as="article"` for a product, `section` for a titled group.',
      do: [
        'Make a card `interactive` only when it holds the link or button the whole card stands for.',
        'Render items of a list `as="article"` with a heading inside, so each one is named.',
        'Use `padding="none"` and let an `Image` fill the top of the card.',
      ],
      dont: [
        'Nest a card inside a card.',
        'Lift a card with no action on hover: the lift promises a click.',
        "Set a card's background or shadow by hand: choose the `tone`.",
      ],
    }),
  },
  args: {
    children: (
      <>
        <Heading level={2} size="sm">
          Sports
        </Heading>
        <Text tone="secondary">Badminton, tennis, pickleball and futsal courts, open 24 hours.</Text>
      </>
    ),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: cardTones },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (el: HTMLElement) => el.querySelector<HTMLElement>('[data-tone]')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const c = card(canvasElement);
    await expect(c).toHaveAttribute('data-tone', 'default');
    await expect(c).not.toHaveAttribute('data-interactive');
    await expect(getComputedStyle(c).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(c).paddingTop).toBe('24px');
    await expect(canvas.getByRole('heading', { name: 'Sports' })).toBeVisible();
  },
};

/** The three tones; inverse switches its text to the inverse colour. */
export const Tones: Story = {
  render: () => (
    <div css={(t) => css({ display: 'grid', gap: t.space[4] })}>
      {cardTones.map((tone) => (
        <Card key={tone} tone={tone}>
          <Heading level={2} size="sm" tone={tone === 'inverse' ? 'inverse' : 'primary'}>
            Tone {tone}
          </Heading>
          <Text tone={tone === 'inverse' ? 'inverse' : 'secondary'}>Open 24 hours.</Text>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-tone]')).filter(
      (e) => e.tagName === 'DIV',
    );
    await expect(cards.map((c) => c.dataset.tone)).toEqual([...cardTones]);
    await expect(new Set(cards.map((c) => getComputedStyle(c).backgroundColor)).size).toBe(3);
  },
};

export const Paddings: Story = {
  render: () => (
    <div css={(t) => css({ display: 'grid', gap: t.space[4] })}>
      {cardPaddings.map((padding) => (
        <Card key={padding} padding={padding} data-testid={`card-${padding}`}>
          <Text>Padding {padding}</Text>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const paddings = cardPaddings.map((p) => getComputedStyle(canvas.getByTestId(`card-${p}`)).paddingTop);
    await expect(paddings).toEqual(['0px', '16px', '24px', '32px']);
  },
};

/** A product card: interactive (lifts on hover, ring while anything inside has focus) and its image swaps to the hover image. */
export const Interactive: Story = {
  render: () => (
    <Card as="article" interactive padding="none" aria-labelledby="jersey-title">
      <Image src={jerseyFront} hoverSrc={jerseyBack} alt="Performance Jersey, front" ratio={1} />
      <div css={(t) => css({ display: 'grid', gap: t.space[3], padding: t.space[4] })}>
        <Heading level={2} size="sm" id="jersey-title">
          Performance Jersey
        </Heading>
        <Text tone="secondary">₹899</Text>
        <Button fullWidth>Add to Cart</Button>
      </div>
    </Card>
  ),
  play: async ({ canvas, canvasElement }) => {
    const article = canvas.getByRole('article', { name: 'Performance Jersey' });
    await expect(article).toHaveAttribute('data-interactive', 'true');
    await expect(getComputedStyle(article).outlineStyle).toBe('none');
    const hoverLayer = canvasElement.querySelector<HTMLElement>('[data-layer="hover"]')!;
    await expect(getComputedStyle(hoverLayer).opacity).toBe('0');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await expect(getComputedStyle(article).outlineStyle).toBe('solid');
    await waitFor(() => expect(getComputedStyle(hoverLayer).opacity).toBe('1'), { timeout: 3000 });
  },
};

/** Rendered as a section, labelled by its heading. */
export const AsSection: Story = {
  args: { as: 'section', 'aria-labelledby': 'cafe-title', tone: 'accent' },
  parameters: { accent: 'cafe' },
  render: (args) => (
    <Card {...args}>
      <Heading level={2} size="sm" id="cafe-title">
        Café
      </Heading>
      <Text tone="secondary">Fresh coffee and post-game meals.</Text>
    </Card>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Café' });
    await expect(region.tagName).toBe('SECTION');
    await expect(region).toHaveAttribute('data-tone', 'accent');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { academyContent } from '../../app/content/coaching';
import { AchievementCarousel } from '../../design-system/patterns/AchievementCarousel';
import { achievementSlides } from '../fixtures/coaching';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AchievementCarousel',
  component: AchievementCarousel,
  parameters: {
    docs: componentDocs({
      usage:
        "The academy's achievements, one photo at a time with its badge and caption. Visitors swipe, use Previous and Next, a dot per slide, or the arrow keys (Home and End too); the position (\"Slide 2 of 5\") is shown and announced. It never plays on its own, and slides change without animation under reduced motion. The carousel's code loads after the page's first render.",
      do: [
        "Write each slide's caption as the achievement itself (who, what, when): it is the slide's text for everyone.",
        'Use photos of the same ratio, so the carousel does not change height between slides.',
      ],
      dont: [
        'Put anything a visitor must read only on a later slide: many never move past the first.',
        'Make it move on its own: it changes slide only when the visitor asks, so no one is interrupted.',
      ],
    }),
  },
  args: { ...academyContent.achievements, slides: achievementSlides },
} satisfies Meta<typeof AchievementCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const carousel = (root: HTMLElement) => root.querySelector<HTMLElement>('[aria-roledescription="carousel"]')!;

/** Waits until slide `index` (0-based) is the current one (it may still be moving). */
async function currentIs(root: HTMLElement, index: number) {
  await waitFor(() => expect(carousel(root)).toHaveAttribute('data-index', String(index)));
}

/**
 * Waits until slide `index` is the current one and has come to rest in the viewport, as the screenshot needs. Only a
 * story's last step waits for rest: the carousel settles to a thousandth of a pixel, about two seconds of animation
 * frames each time.
 */
async function settledOn(root: HTMLElement, index: number) {
  await currentIs(root, index);
  const slide = root.querySelector<HTMLElement>(`[data-slide="${index}"]`)!;
  const viewport = slide.parentElement!.parentElement!;
  // The slide animation runs on animation frames, which a busy machine slows down.
  await waitFor(
    () =>
      expect(Math.abs(slide.getBoundingClientRect().left - viewport.getBoundingClientRect().left)).toBeLessThan(0.01),
    {
      timeout: 8000,
    },
  );
}

const live = (root: HTMLElement) => root.querySelector('[aria-live="polite"]')!;

/** The first slide: Previous is disabled, "Slide 1 of 5" is shown and announced with its caption. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Our Achievements' })).toBeVisible();
    await expect(carousel(canvasElement)).toHaveAttribute('data-state', 'first');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next slide' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getAllByRole('group')).toHaveLength(5);
    await expect(canvas.getByRole('group', { name: '1 of 5' })).toHaveTextContent('District Champions');
    await expect(canvas.getByText('Slide 1 of 5')).toBeVisible();
    await expect(live(canvasElement)).toHaveTextContent(`Slide 1 of 5: ${achievementSlides[0]!.caption}`);
  },
};

/** Started on the last slide: Next is disabled. */
export const LastSlide: Story = {
  args: { startIndex: 4 },
  play: async ({ canvas, canvasElement }) => {
    await settledOn(canvasElement, 4);
    await expect(carousel(canvasElement)).toHaveAttribute('data-state', 'last');
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Show slide 5: Community' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByText('Slide 5 of 5')).toBeVisible();
  },
};

/** Next, Next, Previous with the buttons; a dot jumps straight to its slide. */
export const Buttons: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await currentIs(canvasElement, 2);
    await expect(live(canvasElement)).toHaveTextContent(/^Slide 3 of 5: The academy futsal team/);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await currentIs(canvasElement, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show slide 4: Silver Medal' }));
    await settledOn(canvasElement, 3);
    await expect(canvas.getByText('Slide 4 of 5')).toBeVisible();
  },
};

/** Keyboard: Tab to the controls, then the arrow keys, End and Home move between slides. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await currentIs(canvasElement, 1);
    await userEvent.keyboard('{End}');
    await currentIs(canvasElement, 4);
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await currentIs(canvasElement, 3);
    await userEvent.keyboard('{Home}');
    await settledOn(canvasElement, 0);
    await expect(live(canvasElement)).toHaveTextContent(/^Slide 1 of 5/);
  },
};

/** Phone (360 px): one slide fills the width; the controls fit. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const slide = canvas.getByRole('group', { name: '1 of 5' }).getBoundingClientRect();
    await expect(slide.width).toBeGreaterThan(300);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    const next = canvas.getByRole('button', { name: 'Next slide' }).getBoundingClientRect();
    await expect(next.right).toBeLessThanOrEqual(360);
  },
};

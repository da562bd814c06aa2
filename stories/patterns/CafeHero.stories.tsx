import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CafeHero } from '../../design-system/patterns/CafeHero';
import { cafeReserve, heroAt } from '../fixtures/community';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/CafeHero',
  component: CafeHero,
  parameters: {
    accent: 'cafe',
    docs: componentDocs({
      usage:
        "The café page's hero: the page's heading above a carousel of slides (title, subtitle, emoji, background) with a pause/play control, a dot per slide and Reserve a Table (a phone call). The slide region is not announced while the slides move on their own, so a screen reader is not interrupted every few seconds; rotation holds while the pointer or focus is on the hero, and stays still under reduced motion.",
      do: [
        "Keep each slide's title short: it is read in the few seconds a slide shows.",
        'Keep Reserve a Table outside the slides, so it is always there.',
      ],
      dont: [
        'Put information only on a later slide: many visitors see only the first.',
        'Remove the pause control: moving content needs one.',
      ],
    }),
  },
  args: {
    heading: 'POD Café & Bistro',
    label: 'Café highlights',
    hero: heroAt(0),
    reserveLabel: cafeReserve.label,
    reserveHref: cafeReserve.href,
    onPickSlide: fn(),
    onToggleRotation: fn(),
    onHoverChange: fn(),
    onFocusChange: fn(),
  },
} satisfies Meta<typeof CafeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

const dots = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('button', { name: /^Slide \d of 3:/ });

/** Slide 1 of 3, rotating: the slide region is aria-live="off" (no interruption every 4 s); Pause is offered. */
export const FirstSlide: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'POD Café & Bistro' })).toBeVisible();
    await expect(canvas.getByText('Brew, Bite & Unwind')).toBeVisible();
    const slide = canvas.getByRole('group', { name: '1 of 3: Brew, Bite & Unwind' });
    await expect(slide.parentElement).toHaveAttribute('aria-live', 'off');
    await expect(dots(canvasElement).map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null]);
    const reserve = canvas.getByRole('link', { name: 'Reserve a Table' });
    await expect(reserve).toHaveAttribute('href', 'tel:+919000000002');
    await expect(reserve).not.toHaveAttribute('target');
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 3: Coffee Happy Hours' }));
    await expect(args.onPickSlide).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(args.onToggleRotation).toHaveBeenCalledWith('pause');
  },
};

/** Slide 2 of 3: Pizza Fest Friday; its dot is the current one. */
export const SecondSlide: Story = {
  args: { hero: heroAt(1) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Pizza Fest Friday')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '2 of 3: Pizza Fest Friday' })).toBeVisible();
    await expect(dots(canvasElement).map((d) => d.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    await expect(canvasElement.querySelector('[data-background="espresso"]')).not.toBeNull();
  },
};

/** Slide 3 of 3: Coffee Happy Hours. */
export const ThirdSlide: Story = {
  args: { hero: heroAt(2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Coffee Happy Hours')).toBeVisible();
    await expect(dots(canvasElement).map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true']);
  },
};

/** Paused by the visitor: the control offers Play, and the slide region is polite (changes come from the visitor). */
export const Paused: Story = {
  args: { hero: heroAt(1, 'paused') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-rotation="paused"]')).not.toBeNull();
    await expect(canvas.getByRole('group', { name: /^2 of 3/ }).parentElement).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(canvas.getByRole('button', { name: 'Play slideshow' }));
    await expect(args.onToggleRotation).toHaveBeenCalledWith('play');
  },
};

/** Held while hovered or focused: still offers Pause (it resumes by itself when the pointer and focus leave). */
export const HeldByHoverOrFocus: Story = {
  args: { hero: heroAt(0, 'held') },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await userEvent.hover(canvas.getByText('Brew, Bite & Unwind'));
    await expect(args.onHoverChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await expect(args.onFocusChange).toHaveBeenCalledWith(true);
  },
};

/** prefers-reduced-motion: nothing moves, so there is no pause/play control; the dots still pick slides. */
export const ReducedMotion: Story = {
  args: { hero: heroAt(0, 'still') },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('button', { name: /slideshow/ })).toBeNull();
    await expect(canvasElement.querySelector('[data-rotation="still"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 2 of 3: Pizza Fest Friday' }));
    await expect(args.onPickSlide).toHaveBeenCalledWith(1);
  },
};

/** Phone, 360 px: the emoji hides, the text and controls wrap inside the width; dots keep 44 px targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Brew, Bite & Unwind')).toBeVisible();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    const hero = canvas.getByRole('region', { name: 'Café highlights' });
    await expect(hero.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    for (const dot of dots(canvasElement)) await expect(dot.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Accordion, type AccordionItem, type AccordionSingleProps } from '../../design-system/primitives/Accordion';
import { componentDocs } from '../docs/componentDocs';

const faq: AccordionItem[] = [
  {
    value: 'advance',
    title: 'How far ahead can I book a court?',
    content: <p>You can book up to 7 days ahead.</p>,
  },
  {
    value: 'grace',
    title: 'What if I arrive late?',
    content: <p>There is a 15-minute grace period.</p>,
  },
  {
    value: 'cancel',
    title: 'Can I cancel a booking?',
    content: <p>Cancellation is free up to 3 hours before your session; within 3 hours, 50% is charged.</p>,
  },
];

const priceList: AccordionItem[] = [
  {
    value: 'tennis',
    title: 'Tennis',
    content: <p>₹1,000 without lights, ₹1,200 with lights.</p>,
  },
  {
    value: 'futsal',
    title: 'Futsal turf',
    content: <p>₹1,500 for 1 hour, ₹2,000 for 2 hours.</p>,
  },
  {
    value: 'pickleball',
    title: 'Pickleball',
    content: <p>₹800 without gear, ₹1,000 with racquet and ball.</p>,
  },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  parameters: {
    docs: componentDocs({
      usage:
        'Questions or sections that open under their title, one below another: the FAQ (`type="single"`, one open at a time) and the price lists (`type="multiple"`). Each title is a button inside a heading (`headingLevel`, default 3), so the titles stay in the page\'s outline; the opening animates its height, at once under reduced motion.',
      do: [
        'Set `headingLevel` one below the heading of the section the accordion sits in.',
        "Give an item an `id` when a link should open it (the FAQ's deep links).",
        'Use `single` when each item is read on its own, `multiple` when a visitor compares them.',
      ],
      dont: [
        'Hide what every visitor needs (a price, a required step) in a closed item.',
        'Put an accordion inside an accordion item.',
        'Use it to switch between views of one thing: that is `Tabs`.',
      ],
    }),
  },
  args: { type: 'single', items: faq, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The FAQ: one answer open at a time; opening another closes the first, pressing the open one closes it. An answer is
 * not rendered until first opened; once closed it stays, hidden.
 */
export const Faq: Story = {
  play: async ({ canvas, args }) => {
    const advance = canvas.getByRole('button', { name: 'How far ahead can I book a court?' });
    const grace = canvas.getByRole('button', { name: 'What if I arrive late?' });
    await expect(advance).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('You can book up to 7 days ahead.')).toBeNull();
    await userEvent.click(advance);
    await expect(advance).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('advance');
    await expect(await canvas.findByText('You can book up to 7 days ahead.')).toBeVisible();
    await userEvent.click(grace);
    await expect(advance).toHaveAttribute('aria-expanded', 'false');
    await expect(grace).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(grace);
    await expect(grace).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(canvas.getByText('There is a 15-minute grace period.')).not.toBeVisible());
    await expect(canvas.getByText('There is a 15-minute grace period.').closest('[role="region"]')).toHaveAttribute(
      'hidden',
    );
  },
};

/** Keyboard: Tab to a title, Enter/Space toggle, arrow keys and Home/End move between titles. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const advance = canvas.getByRole('button', { name: 'How far ahead can I book a court?' });
    const cancel = canvas.getByRole('button', { name: 'Can I cancel a booking?' });
    await userEvent.tab();
    await expect(advance).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(advance).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'What if I arrive late?' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cancel).toHaveAttribute('aria-expanded', 'true');
    await expect(advance).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Home}');
    await expect(advance).toHaveFocus();
    await expect(await canvas.findByRole('region', { name: 'Can I cancel a booking?' })).toBeVisible();
  },
};

export const DefaultOpen: Story = {
  args: { defaultValue: 'cancel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Can I cancel a booking?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/Cancellation is free up to 3 hours/)).toBeVisible();
  },
};

/** Not collapsible: one item always stays open; pressing it again does nothing. */
export const NotCollapsible: Story = {
  args: { defaultValue: 'advance', collapsible: false },
  play: async ({ canvas, args }) => {
    const advance = canvas.getByRole('button', { name: 'How far ahead can I book a court?' });
    await userEvent.click(advance);
    await expect(advance).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The sports page's price list: several sections can be open together. */
export const PriceListMultiple: Story = {
  args: { type: 'multiple', items: priceList, defaultValue: ['tennis'] },
  play: async ({ canvas, args }) => {
    const tennis = canvas.getByRole('button', { name: 'Tennis' });
    const futsal = canvas.getByRole('button', { name: 'Futsal turf' });
    await expect(tennis).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(futsal);
    await expect(tennis).toHaveAttribute('aria-expanded', 'true');
    await expect(futsal).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['tennis', 'futsal']);
    await expect(await canvas.findByText('₹1,500 for 1 hour, ₹2,000 for 2 hours.')).toBeVisible();
  },
};

/** Headings fit the page outline: under a category's h2, questions are h3 (default); here h2. */
export const HeadingLevel: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((h) => h.textContent)).toEqual(faq.map((item) => item.title));
  },
};

export const DisabledItem: Story = {
  args: { items: faq.map((item) => (item.value === 'grace' ? { ...item, disabled: true } : item)) },
  play: async ({ canvas, args }) => {
    const grace = canvas.getByRole('button', { name: 'What if I arrive late?' });
    await expect(grace).toBeDisabled();
    await userEvent.click(grace);
    await expect(grace).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ControlledAccordion(args: AccordionSingleProps) {
  const [open, setOpen] = useState('');
  return (
    <>
      <p>Open: {open === '' ? 'none' : open}</p>
      <Accordion
        {...args}
        value={open}
        onValueChange={(next: string) => {
          setOpen(next);
          args.onValueChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledAccordion {...(args as AccordionSingleProps)} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Can I cancel a booking?' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('cancel');
    await expect(canvas.getByText('Open: cancel')).toBeVisible();
  },
};

export const OnPhone: Story = {
  args: { defaultValue: 'cancel' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Can I cancel a booking?' });
    await expect(trigger.getBoundingClientRect().width).toBeGreaterThan(
      canvasElement.getBoundingClientRect().width * 0.8,
    );
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

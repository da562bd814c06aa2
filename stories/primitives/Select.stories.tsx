import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption, type SelectProps } from '../../design-system/primitives/Select';
import { chooseWithKeyboard, openListA11y } from './support';
import { componentDocs } from '../docs/componentDocs';

/** The visit form's sport options (spec §5). */
const sports: SelectOption[] = [
  { value: 'badminton', label: 'Badminton' },
  { value: 'tennis', label: 'Tennis' },
  { value: 'pickleball', label: 'Pickleball' },
  { value: 'turf', label: 'Turf' },
  { value: 'multiple', label: 'Multiple Sports' },
  { value: 'coaching', label: 'Coaching Programs' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  parameters: {
    docs: componentDocs({
      usage:
        'A labelled dropdown for one choice among many (a sport, a court, a start time), with a hint, an error and a required marker. Until it is first opened it is a trigger that looks and reads the same; the list\'s code loads when the pointer or focus reaches it. An option with an empty value is dropped, as the spec requires of the generic select; use `placeholder` for "nothing chosen".',
      do: [
        'Use it for more choices than fit in a `RadioGroup`, or where space is short.',
        'Write a `placeholder` that says what to choose ("Select a sport").',
        "Keep each option's `label` short and distinct.",
      ],
      dont: [
        'Use it for two or three choices: show them as a `RadioGroup`.',
        'Give an option an empty `value`: it is never shown.',
      ],
    }),
  },
  args: { label: 'Sport', name: 'sport', placeholder: 'Select a sport', options: sports, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', minHeight: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(trigger).toHaveTextContent('Select a sport');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

/**
 * Keyboard: Tab to it, Enter opens, arrows move, Enter chooses, focus returns to the trigger. The first opening
 * brings the live listbox (its own chunk), whose trigger takes the place of the one served with the page.
 */
export const KeyboardChoose: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await chooseWithKeyboard(canvas, args.onValueChange, 'Sport', ['Badminton', 'Tennis', 'Pickleball'], 'pickleball');
  },
};

/** Open: the list of options, left open for review. Escape would close it. */
export const Open: Story = {
  args: { defaultValue: 'tennis' },
  parameters: openListA11y,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    // Hidden from the accessibility tree while the list is open (Radix's modal list).
    await expect(canvas.getByRole('combobox', { name: 'Sport', hidden: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(sports.map((s) => s.label));
    await expect(within(listbox).getByRole('option', { name: 'Tennis' })).toHaveAttribute('data-state', 'checked');
    await userEvent.keyboard('{Tab}');
    await expect(listbox).toContainElement(document.activeElement as HTMLElement);
  },
};

/** A letter on the closed select opens the list; typing goes on there and moves to the option it names. */
export const TypeToOpen: Story = {
  parameters: openListA11y,
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Sport' }).focus();
    await userEvent.keyboard('t');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Badminton' })).toHaveFocus());
    await userEvent.keyboard('t');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Tennis' })).toHaveFocus());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    const live = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(live).toHaveAttribute('aria-expanded', 'false');
    await expect(live).toHaveTextContent('Select a sport');
    await waitFor(() => expect(live).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'badminton' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(trigger).toHaveTextContent('Badminton');
    await expect(trigger).not.toHaveAttribute('data-placeholder');
  },
};

/** The contact-us subject is required; submitting without one shows the error. */
export const WithError: Story = {
  args: {
    label: 'Subject',
    name: 'subject',
    placeholder: 'Select a subject',
    required: true,
    error: 'Please choose a subject.',
    options: [
      { value: 'booking', label: 'Booking' },
      { value: 'membership', label: 'Membership' },
      { value: 'coaching', label: 'Coaching' },
      { value: 'events', label: 'Events' },
      { value: 'merchandise', label: 'Merchandise' },
      { value: 'feedback', label: 'Feedback' },
      { value: 'other', label: 'Other' },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Subject' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Error: Please choose a subject.');
    await expect(canvasElement.querySelector('[data-state="invalid"]')).not.toBeNull();
    await expect(canvas.getByText('Please choose a subject.')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { hint: 'Optional: helps us pick the right coach for your visit.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveAccessibleDescription(
      'Optional: helps us pick the right coach for your visit.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'tennis' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A disabled option is listed but skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: {
    options: sports.map((s) => (s.value === 'tennis' ? { ...s, disabled: true } : s)),
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('combobox', { name: 'Sport' }).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Tennis' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Badminton' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Pickleball' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('pickleball');
  },
};

/**
 * Spec §5: "A dropdown option with an empty value is rejected by the generic select widget."
 * The option "Any sport" has value '' : it is not listed and a warning names it.
 */
export const RejectsEmptyValue: Story = {
  args: {
    options: [{ value: '', label: 'Any sport' }, ...sports.slice(0, 3)],
  },
  beforeEach: () => {
    const warn = spyOn(console, 'warn').mockImplementation(() => {});
    return () => warn.mockRestore();
  },
  play: async ({ canvas }) => {
    await expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('rejected the option "Any sport"'));
    await expect(console.warn).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sport' }));
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(names).toEqual(['Badminton', 'Tennis', 'Pickleball']);
    await expect(within(listbox).queryByRole('option', { name: 'Any sport' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

function ControlledSelect(args: SelectProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <Select
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <p>Chosen: {value === '' ? 'nothing yet' : value}</p>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSelect {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Chosen: nothing yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sport' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Multiple Sports' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('multiple');
    await expect(canvas.getByText('Chosen: multiple')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Multiple Sports');
  },
};

/**
 * On a phone the open list stays within the screen and each option is a full touch target. Last in the file: the
 * frame goes back to its size for the next story, which would close a list opened meanwhile.
 */
export const OpenOnPhone: Story = {
  args: { defaultValue: 'tennis' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: openListA11y,
  play: async ({ canvas }) => {
    // The test frame is resized to the phone for this story, and Radix closes an open list when the window is
    // resized: open it (again) until it stays open.
    await waitFor(() => expect(document.documentElement.clientWidth).toBeLessThanOrEqual(400));
    await waitFor(
      async () => {
        if (!screen.queryByRole('listbox')) {
          canvas.getByRole('combobox', { name: 'Sport', hidden: true }).focus();
          await userEvent.keyboard('{Enter}');
        }
        await expect(await screen.findByRole('listbox', {}, { timeout: 1000 })).toBeVisible();
      },
      { timeout: 8000 },
    );
    const listbox = screen.getByRole('listbox');
    const box = listbox.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(sports.length);
    for (const option of options) await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import SelectListbox from '../../design-system/primitives/Select/SelectListbox';
import { chooseWithKeyboard, openListA11y } from './support';
import { componentDocs } from '../docs/componentDocs';

const TRIGGER_ID = 'select-listbox-story';

/**
 * The live part of `Select` on its own: the chunk it loads the first time the visitor opens it (Radix Select with its
 * popper and focus libraries). `Select` gives it the field's label, hint and error links; here a plain label names
 * the trigger.
 */
const meta = {
  title: 'Primitives/SelectListbox',
  component: SelectListbox,
  parameters: {
    docs: componentDocs({
      usage:
        'The live part of `Select`, in its own chunk: Radix Select (the trigger, the listbox, the keyboard and typeahead) with its popper. `Select` renders a trigger that looks the same until the visitor first opens it, then this part; these stories show it on its own.',
      do: ['Use `Select` in screens and patterns: it loads this part when it is first needed.'],
      dont: ["Import `SelectListbox` in a page: the page would load the list's libraries before anyone opens it."],
    }),
  },
  args: {
    options: [
      { value: 'badminton', label: 'Badminton' },
      { value: 'tennis', label: 'Tennis' },
      { value: 'pickleball', label: 'Pickleball', disabled: true },
      { value: 'turf', label: 'Turf' },
    ],
    placeholder: 'Select a sport',
    required: false,
    disabled: false,
    defaultOpen: true,
    onValueChange: fn(),
    triggerProps: { id: TRIGGER_ID },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', minHeight: '18rem', display: 'grid', gap: '0.5rem', alignContent: 'start' }}>
        <label htmlFor={TRIGGER_ID}>Sport</label>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectListbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrives open (the visitor pressed the trigger before it came): the options, focus on the first one. */
export const ArrivesOpen: Story = {
  parameters: openListA11y,
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Badminton', 'Tennis', 'Pickleball', 'Turf']);
    await expect(within(listbox).getByRole('option', { name: 'Pickleball' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Badminton' })).toHaveFocus());
  },
};

/** Choosing with the keyboard reports the value, closes the list and gives focus back to the trigger. */
export const ChoosesAndReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    await chooseWithKeyboard(canvas, args.onValueChange, 'Sport', ['Badminton', 'Tennis'], 'tennis');
  },
};

/** Mounted closed with a value (a select opened once, on a later page): the chosen label; a press opens it. */
export const ClosedWithValue: Story = {
  args: { defaultOpen: false, defaultValue: 'turf' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(trigger).toHaveTextContent('Turf');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.click(trigger);
    await expect(await screen.findByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Disabled: the trigger cannot be pressed and nothing opens. */
export const Disabled: Story = {
  args: { defaultOpen: false, disabled: true, defaultValue: 'tennis' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sport' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

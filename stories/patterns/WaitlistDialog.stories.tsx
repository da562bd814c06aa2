import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WaitlistDialog } from '../../design-system/patterns/WaitlistDialog';
import type { WaitlistFormStatus, WaitlistJoinContext } from '../../machines/waitlist/waitlistJoin.machine';
import { waitlistFieldErrors } from '../../machines/waitlist/waitlist.schema';
import { waitlistFormView, waitlistSlotLabel } from '../../machines/waitlist/waitlist.view';
import { waitlistMessages } from '../../machines/waitlist/waitlist.rules';
import { componentDocs } from '../docs/componentDocs';
import { findOpenDialog } from '../fixtures/dialog';

const slot = { sport: 'badminton' as const, court: 1, date: '2026-12-01', time: '07:00', duration: 1 };
const filled = { name: 'Meera Iyer', phone: '98765 40001', email: 'meera@example.com' };
const SLOT_LABEL = 'Badminton, Court 1, Tuesday, 1 December 2026, 7:00 AM, 1 hour';

/** The dialog's props for a status, as the join machine's context and the view model make them. */
function argsOf(status: WaitlistFormStatus, context: Partial<WaitlistJoinContext> = {}) {
  const full: WaitlistJoinContext = { slot, values: filled, errors: {}, joined: null, message: null, ...context };
  const view = waitlistFormView(status, full);
  return {
    open: true,
    status,
    title: view.title,
    slotLabel: view.slotLabel,
    intro: view.intro,
    notice: view.notice,
    values: full.values,
    errors: full.errors,
  };
}

const meta = {
  title: 'Patterns/WaitlistDialog',
  component: WaitlistDialog,
  parameters: {
    docs: componentDocs({
      usage:
        '"Notify me if it frees up": the waiting list\'s form for a booked or held slot, in a dialog. It names the slot and how offers work (the first person waiting gets a 15-minute hold by email), and asks for name, email and phone, each with its own message. Notify me is busy while sending; joined and already-waiting replace the form with the outcome and Done; an error keeps the form to send again.',
      do: [
        "Check the fields with the API's own schema (`waitlistFieldErrors`), so the form says what the server would.",
        'Prefill what the visitor typed in the booking form.',
      ],
      dont: ['Close the dialog on an error: the visitor keeps what they typed and sends again.'],
    }),
  },
  args: {
    ...argsOf('editing', { values: { name: '', phone: '', email: '' } }),
    onFieldChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WaitlistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the slot, how it works, three required fields, Cancel and Notify me. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Notify me if it frees up');
    const d = within(dialog);
    await expect(d.getByText(SLOT_LABEL)).toBeVisible();
    await expect(waitlistSlotLabel(slot)).toBe(SLOT_LABEL);
    await expect(dialog.querySelector('[data-part="waitlist"]')).toHaveAttribute('data-state', 'editing');
    for (const name of ['Full Name', 'Email Address', 'Phone Number'])
      await expect(d.getByRole('textbox', { name })).toBeRequired();
    await userEvent.type(d.getByRole('textbox', { name: 'Full Name' }), 'M');
    await expect(args.onFieldChange).toHaveBeenCalledWith('name', 'M');
    await userEvent.click(d.getByRole('button', { name: 'Notify me' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

const invalid = { name: ' ', phone: '12345', email: 'meera@example' };

/** Invalid: each field says what is wrong, in the schema's words; the fields are marked invalid. */
export const Invalid: Story = {
  args: argsOf('invalid', { values: invalid, errors: waitlistFieldErrors(invalid) }),
  play: async () => {
    const d = within(await findOpenDialog('Notify me if it frees up'));
    await expect(d.getByRole('textbox', { name: 'Full Name' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter your full name.'),
    );
    await expect(d.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid 10-digit phone number.'),
    );
    await expect(d.getByRole('textbox', { name: 'Email Address' })).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address, like name@example.com.'),
    );
    for (const name of ['Full Name', 'Email Address', 'Phone Number'])
      await expect(d.getByRole('textbox', { name })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sending: Notify me is busy and the fields are read-only; pressing it again sends nothing more. */
export const Sending: Story = {
  args: argsOf('sending'),
  play: async ({ args }) => {
    const d = within(await findOpenDialog('Notify me if it frees up'));
    const busy = d.getByRole('button', { name: /Adding you/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(d.getByRole('textbox', { name: 'Full Name' })).toHaveAttribute('readonly');
  },
};

/** Joined: the place in line and where the offer will go replace the form; Done closes. */
export const Joined: Story = {
  args: argsOf('joined', { joined: { position: 2, email: filled.email } }),
  play: async ({ args }) => {
    const d = within(await findOpenDialog('Notify me if it frees up'));
    await expect(d.getByRole('status')).toHaveTextContent(
      'You are number 2 in line. If this slot frees up and it is your turn, we will email meera@example.com a link that holds it for you for 15 minutes.',
    );
    await expect(d.queryByRole('textbox')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Already waiting: this phone number is in line for the slot already; no second entry. */
export const AlreadyWaiting: Story = {
  args: argsOf('alreadyWaiting', {
    message: waitlistMessages.alreadyWaiting('Badminton Court 1 on Tue, 1 Dec 2026 at 7:00 AM'),
  }),
  play: async () => {
    const d = within(await findOpenDialog('Notify me if it frees up'));
    await expect(d.getByRole('status')).toHaveTextContent(
      'This phone number is already on the waiting list for Badminton Court 1 on Tue, 1 Dec 2026 at 7:00 AM.',
    );
    await expect(d.queryByRole('button', { name: 'Notify me' })).toBeNull();
    await expect(d.getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/** Error: what went wrong above the form, which keeps what was typed; Notify me sends again. */
export const SendFailed: Story = {
  args: argsOf('error', {
    message: 'We could not reach the booking system. Please check your connection and try again.',
  }),
  play: async ({ args }) => {
    const d = within(await findOpenDialog('Notify me if it frees up'));
    await expect(d.getByRole('alert')).toHaveTextContent('We could not reach the booking system.');
    await expect(d.getByRole('textbox', { name: 'Full Name' })).toHaveValue(filled.name);
    await userEvent.click(d.getByRole('button', { name: 'Notify me' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Phone (360 px): a bottom sheet whose fields and buttons fit the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: argsOf('editing'),
  play: async () => {
    const dialog = await findOpenDialog('Notify me if it frees up');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    const button = within(dialog).getByRole('button', { name: 'Notify me' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

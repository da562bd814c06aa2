import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import { Dialog, DialogClose, dialogSizes, type DialogProps } from '../../design-system/primitives/Dialog';
import { findOpenDialog } from '../fixtures/dialog';
import { expectBottomSheet } from './support';
import { componentDocs } from '../docs/componentDocs';

/**
 * While a modal dialog is open, Radix hides the page behind it with aria-hidden and traps focus inside the dialog,
 * so the hidden trigger cannot be reached (the Focus trap story proves it); axe cannot see the trap. Only for
 * stories that end with the dialog open over a page that has a focusable trigger.
 */
const openOverTriggerA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

function AcademyBody() {
  return (
    <>
      <p>Footwork, strokes and match play in small groups, coached on our two badminton courts.</p>
      <h3>Age groups</h3>
      <ul>
        <li>6-10</li>
        <li>11-16</li>
        <li>17+</li>
      </ul>
      <h3>Fees</h3>
      <p>Monthly ₹3,500 · Quarterly ₹9,500 (Popular) · Annual ₹35,000</p>
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  parameters: {
    docs: componentDocs({
      usage:
        'A modal dialog: an overlay, focus kept inside, Escape and the Close button close it, and focus goes back to the `trigger`. On phones it slides up as a full-width bottom sheet; above phones its width is `size`. `title` names it, `description` describes it, `footer` holds the actions (wrap one in `DialogClose` to close as well). Its code loads when the pointer or focus reaches the trigger, so pages whose dialogs stay shut never load it.',
      do: [
        "Use it for a short task or detail that belongs to the page: a programme's details, cancelling or moving a booking, deleting a product.",
        'Give it a `title` that names the task, and the actions in `footer`.',
        'Pass `onCloseAutoFocus` when focus should go back somewhere else than the trigger (the tile that opened a lightbox).',
      ],
      dont: [
        'Open a dialog from a dialog.',
        'Use a dialog for news that needs no answer: that is a `Toast`.',
        'Put a whole page or a long form in it: on phones it is a bottom sheet.',
      ],
    }),
  },
  args: {
    title: 'Badminton',
    description: 'Academy programme for ages 6 and up.',
    children: <AcademyBody />,
    trigger: <Button variant="outline">View programme</Button>,
    footer: (
      <>
        <Button variant="outline">Book Trial Class</Button>
        <Button>Register / Enquire Now</Button>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger shows. Pressing it opens the dialog; Escape closes it and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'View programme' });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await findOpenDialog('Badminton');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(dialog).toHaveAccessibleDescription('Academy programme for ages 6 and up.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

/** Open, as the academy programme card shows it: title, description, body and footer actions. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: openOverTriggerA11y,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Badminton' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 2, name: 'Badminton' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Register / Enquire Now' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Book Trial Class' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** The "Close" button closes it. */
export const CloseButton: Story = {
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Badminton');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Keyboard: focus starts inside; Tab and Shift+Tab cycle through the dialog's controls and never leave it. */
export const FocusTrap: Story = {
  parameters: openOverTriggerA11y,
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'View programme' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog('Badminton');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Book Trial Class' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Register / Enquire Now' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Register / Enquire Now' })).toHaveFocus();
  },
};

/** A footer action wrapped in DialogClose closes the dialog as well as running its own handler. */
export const FooterClose: Story = {
  args: {
    defaultOpen: true,
    title: 'Clear Cart',
    description: 'Remove every item from your cart?',
    children: undefined,
    trigger: undefined,
    size: 'sm',
    footer: (
      <>
        <DialogClose>
          <Button variant="outline">Keep Items</Button>
        </DialogClose>
        <Button variant="destructive">Clear Cart</Button>
      </>
    ),
  },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Clear Cart');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Items' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Without a description nothing describes the dialog (no dangling aria-describedby). */
export const WithoutDescription: Story = {
  args: { defaultOpen: true, description: undefined, trigger: undefined, footer: undefined, size: 'sm' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Badminton' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const Sizes: Story = {
  args: { trigger: undefined },
  render: (args) => (
    <>
      {dialogSizes.map((size) => (
        <Dialog key={size} {...args} title={`Size ${size}`} size={size} defaultOpen={size === 'lg'} />
      ))}
    </>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Size lg' });
    await expect(dialog).toHaveAttribute('data-size', 'lg');
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(600);
  },
};

/** Phone: a full-width bottom sheet; the footer actions stack and fill the width. */
export const BottomSheetOnPhone: Story = {
  args: { defaultOpen: true, trigger: undefined },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Badminton' });
    await expectBottomSheet(dialog);
    const register = within(dialog).getByRole('button', { name: 'Register / Enquire Now' });
    await expect(register.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth * 0.8);
  },
};

function ControlledDialog(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open details</Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

/** Controlled by the parent (no trigger prop): the parent opens it; Close reports `false` and the parent hides it. */
export const Controlled: Story = {
  args: { trigger: undefined },
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open details' }));
    const dialog = await findOpenDialog('Badminton');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

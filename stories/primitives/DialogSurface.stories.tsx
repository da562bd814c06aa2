import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import DialogSurface from '../../design-system/primitives/Dialog/DialogSurface';
import { findOpenDialog } from '../fixtures/dialog';
import { expectBottomSheet } from './support';
import { componentDocs } from '../docs/componentDocs';

/**
 * The open dialog on its own: the chunk `Dialog` loads the first time it opens (Radix Dialog with its focus trap and
 * scroll lock). Controlled only: `Dialog` owns the open state and the trigger; these stories drive it by props.
 */
const meta = {
  title: 'Primitives/DialogSurface',
  component: DialogSurface,
  parameters: {
    docs: componentDocs({
      usage:
        'The open part of `Dialog`, in its own chunk: Radix Dialog with its focus trap and scroll lock, and the page behind hidden from assistive technology. `Dialog` loads it and renders it the first time a dialog opens; these stories show it on its own.',
      do: ['Use `Dialog` in screens and patterns: it renders this surface when it opens.'],
      dont: [
        "Import `DialogSurface` in a page: the page would load the dialog's libraries before anyone opens a dialog.",
      ],
    }),
  },
  args: {
    title: 'Badminton',
    description: 'Academy programme for ages 6 and up.',
    children: <p>Footwork, strokes and match play in small groups, coached on our two badminton courts.</p>,
    footer: (
      <>
        <Button variant="outline">Book Trial Class</Button>
        <Button>Register / Enquire Now</Button>
      </>
    ),
    size: 'md',
    open: true,
    onOpenChange: fn(),
    onCloseAutoFocus: fn(),
    contentId: 'dialog-surface-story',
  },
} satisfies Meta<typeof DialogSurface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: title, description, body, footer and Close; the dialog carries the id its trigger's aria-controls names. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Badminton' });
    await expect(dialog).toHaveAttribute('id', 'dialog-surface-story');
    await expect(dialog).toHaveAccessibleDescription('Academy programme for ages 6 and up.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Register / Enquire Now' })).toBeVisible());
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Escape and Close only ask to close (`onOpenChange(false)`): the owner decides, so the surface stays until then. */
export const AsksToClose: Story = {
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Badminton');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Badminton' })).toBeVisible());
  },
};

/** Closed: nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Without a description nothing describes the dialog. */
export const WithoutDescription: Story = {
  args: { description: undefined, footer: undefined, size: 'sm' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Badminton' });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
    await expect(dialog).toHaveAttribute('data-size', 'sm');
  },
};

/** Phone: a full-width bottom sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Badminton' });
    await expectBottomSheet(dialog);
  },
};

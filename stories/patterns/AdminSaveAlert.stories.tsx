import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminSaveAlert } from '../../design-system/patterns/AdminSaveAlert';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminSaveAlert',
  component: AdminSaveAlert,
  parameters: {
    docs: componentDocs({
      usage:
        "Why an admin manager's save did not go through, next to its Save button: the server's message, and Reload when someone else saved the same record first (`conflict`). It renders nothing unless the save failed or conflicted.",
      do: [
        'Place it beside the Save button it reports on.',
        "Pass the server's `saveMessage`: without one nothing is shown.",
      ],
      dont: ['Reload for the member of staff on a conflict: they choose, so what they typed is not lost unasked.'],
    }),
  },
  args: {
    saveState: 'failed',
    saveMessage: 'We could not reach the POD server. Check your internet connection and try again.',
    onReload: fn(),
  },
} satisfies Meta<typeof AdminSaveAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The save failed: the server's message, no Reload (saving again is the way on). */
export const Failed: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('We could not reach the POD server.');
    await expect(alert).toHaveAttribute('data-state', 'failed');
    await expect(canvas.queryByRole('button', { name: 'Reload' })).toBeNull();
  },
};

/** Someone else saved first: the message and Reload, which asks the manager to load their version. */
export const Conflict: Story = {
  args: {
    saveState: 'conflict',
    saveMessage:
      'Someone else changed this record since you opened it. Reload to see their version, then make your change again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-state', 'conflict');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Idle, saving or saved, or no message: nothing is shown. */
export const Hidden: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Phone (360 px): the message wraps and Reload goes under it. */
export const Phone: Story = {
  args: Conflict.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

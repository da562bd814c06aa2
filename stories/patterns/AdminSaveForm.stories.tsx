import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminSaveForm } from '../../design-system/patterns/AdminSaveForm';
import { Button } from '../../design-system/primitives/Button';
import { TextField } from '../../design-system/primitives/TextField';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/AdminSaveForm',
  component: AdminSaveForm,
  parameters: {
    docs: componentDocs({
      usage:
        "An admin form that saves: its fields, why a save did not go through (with Reload after a conflict), the Save button (busy while saving) with any other buttons, and the confirmation after a save. The banners, settings, prices, products and every record list's forms are one; it brings no layout of its own (the screen passes its `css`).",
      do: [
        'Name the Save button for what it saves ("Save Settings"); give `saveName` when several forms share its text.',
        'Say in `savedText` where the change now shows ("Saved. Visitors see it now.").',
      ],
      dont: ["Clear the fields after a failed save or a conflict: the member of staff's typing is kept."],
    }),
  },
  args: {
    'aria-label': 'WhatsApp settings',
    saveState: 'idle',
    saveMessage: 'We could not reach the POD server. Check your internet connection and try again.',
    saveLabel: 'Save Settings',
    savedText: 'Saved. Visitors see the new number now.',
    onSave: fn(),
    onReload: fn(),
    children: <TextField label="Business Number" type="tel" required value="+91 98400 12345" onValueChange={fn()} />,
  },
} satisfies Meta<typeof AdminSaveForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to save: the fields and Save; Save submits the form. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'WhatsApp settings' })).toHaveAttribute('data-state', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Saving: Save is busy ("Saving...") and does not submit again. */
export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvas, args }) => {
    const save = canvas.getByRole('button', { name: 'Saving...' });
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Saved: the confirmation beside Save. */
export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved. Visitors see the new number now.');
  },
};

/** The save failed: the server's message above Save, and what was typed is kept. */
export const Failed: Story = {
  args: { saveState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('We could not reach the POD server.');
    await expect(canvas.getByLabelText(/Business Number/)).toHaveValue('+91 98400 12345');
  },
};

/** Someone else saved first: the message and Reload. */
export const Conflict: Story = {
  args: {
    saveState: 'conflict',
    saveMessage:
      'Someone else changed this record since you opened it. Reload to see their version, then make your change again.',
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** A record's form: Save named for the record, and Delete beside it. */
export const WithActions: Story = {
  args: {
    saveLabel: 'Save Coach',
    saveName: 'Save Coach: Priya Raman',
    actions: (
      <Button variant="outline" icon={<Trash2 aria-hidden="true" />} aria-label="Delete: Priya Raman">
        Delete
      </Button>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Coach: Priya Raman' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Delete: Priya Raman' })).toBeVisible();
  },
};

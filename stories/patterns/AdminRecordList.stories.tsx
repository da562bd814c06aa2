import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  AdminRecordList,
  type AdminRecordListProps,
  type RecordView,
} from '../../design-system/patterns/AdminRecordList';
import {
  coachFields,
  planFields,
  testimonialFields,
  valuesOf,
  type CentreFieldSpec,
} from '../../machines/admin/centre.form';
import { seededCentre } from '../../machines/coaching/centre.catalogue';
import { findOpenDialog } from '../fixtures/dialog';
import { componentDocs } from '../docs/componentDocs';

const fieldsOf = (specs: readonly CentreFieldSpec[], record: object) => {
  const values = valuesOf(record);
  return specs.map((f) => ({ ...f, value: values[f.name] ?? '' }));
};

const coachRecords: RecordView[] = seededCentre.coaches.slice(0, 2).map((c) => ({
  key: c.id,
  title: c.name,
  isNew: false,
  fields: fieldsOf(coachFields, c),
  image: { label: 'Photo', value: c.image, alt: `Photo of ${c.name}`, status: 'idle' },
  saveState: 'idle',
}));

const base: AdminRecordListProps = {
  status: 'ready',
  onRetry: fn(),
  note: 'The coaches on /about and in each sport\u2019s section of /coaching (a coach is listed under the programme of their sport). The About page shows four.',
  loadingLabel: 'Loading coaches',
  emptyText: 'No coaches yet. Add New Coach to introduce one.',
  addLabel: 'Add New Coach',
  saveLabel: 'Save Coach',
  deleteLabel: 'Delete',
  label: 'Coaches',
  records: coachRecords,
  onAdd: fn(),
  onChange: fn(),
  onSave: fn(),
  onDeleteRequest: fn(),
  onDeleteConfirm: fn(),
  onDeleteCancel: fn(),
  onReload: fn(),
  onSelectImage: fn(),
};

const meta = {
  title: 'Patterns/AdminRecordList',
  component: AdminRecordList,
  parameters: {
    docs: componentDocs({
      usage:
        "An admin list editor (the Sports Centre manager's Coaches, Programs and Testimonials): a form per record with its fields and an optional picture, Save and Delete (confirmed in a dialog), and an add button. A failed or conflicting save keeps what was typed and says why. Props in, events out: the container validates with the shared schema, saves and deletes.",
      do: [
        'Say in `note` which public pages the list drives, so staff know where a change shows.',
        "Give each field's error in words that say how to fix it, from the shared schema.",
      ],
      dont: [
        "Clear a record's fields when its save fails: `saveState` `failed` and `conflict` keep them.",
        'Delete a saved record without the confirmation dialog.',
      ],
    }),
  },
  args: base,
} satisfies Meta<typeof AdminRecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('form', { name }));
const withRecord = (key: string, change: Partial<RecordView>) =>
  coachRecords.map((r) => (r.key === key ? { ...r, ...change } : r));
/** Karthik Raj's photo in another state. */
const karthikPhoto = (change: Partial<NonNullable<RecordView['image']>>) =>
  withRecord('karthik-raj', {
    image: {
      label: 'Photo',
      value: '/coaches/karthik-raj.svg',
      alt: 'Photo of Karthik Raj',
      status: 'idle',
      ...change,
    },
  });

/** Editing coaches: each coach's fields and photo, typed changes reported, Save and Delete per coach, Add New Coach. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const karthik = record(canvasElement, 'Karthik Raj');
    await expect(karthik.getByLabelText('Name')).toHaveValue('Karthik Raj');
    await expect(karthik.getByRole('img', { name: 'Photo of Karthik Raj' })).toBeVisible();
    await userEvent.type(karthik.getByLabelText('Experience (years)'), '1');
    await expect(args.onChange).toHaveBeenCalledWith('karthik-raj', 'experienceYears', '101');
    await userEvent.click(karthik.getByRole('button', { name: 'Save Coach: Karthik Raj' }));
    await expect(args.onSave).toHaveBeenCalledWith('karthik-raj');
    await userEvent.click(karthik.getByRole('button', { name: 'Delete: Karthik Raj' }));
    await expect(args.onDeleteRequest).toHaveBeenCalledWith('karthik-raj');
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Coach' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Loading: skeleton rows while the list loads. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading coaches' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add New Coach' })).toBeNull();
  },
};

/** Load failed: the reason and Retry. */
export const LoadFailed: Story = {
  args: { status: 'error', loadError: 'Could not reach the server. Please check your connection and try again.' },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Could not reach the server. Please check your connection and try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Empty list: what to do, and the add button. */
export const Empty: Story = {
  args: { records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No coaches yet. Add New Coach to introduce one.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Coach' })).toBeVisible();
  },
};

/** A new, unnamed coach at the top with the shared schema's messages under its fields; what was typed stays. */
export const InvalidField: Story = {
  args: {
    records: [
      {
        key: 'new-1',
        title: 'New coach',
        isNew: true,
        fields: coachFields.map((f) => ({
          ...f,
          value: f.name === 'experienceYears' ? '2.5' : '',
          error:
            f.name === 'name'
              ? 'Please fill this in.'
              : f.name === 'experienceYears'
                ? 'Enter a whole number.'
                : undefined,
        })),
        image: { label: 'Photo', alt: 'Photo of New coach', status: 'idle', error: 'Please add an image.' },
        saveState: 'idle',
      },
      ...coachRecords,
    ],
  },
  play: async ({ canvasElement }) => {
    const fresh = record(canvasElement, 'New coach');
    await expect(fresh.getByLabelText('Name')).toHaveAccessibleDescription(/Please fill this in\./);
    await expect(fresh.getByLabelText('Experience (years)')).toHaveValue('2.5');
    await expect(fresh.getByText('Please add an image.')).toBeVisible();
  },
};

/** Saving: the record's button reads Saving... and its fields are locked. */
export const Saving: Story = {
  args: { records: withRecord('karthik-raj', { saveState: 'saving' }) },
  play: async ({ canvasElement }) => {
    const karthik = record(canvasElement, 'Karthik Raj');
    await expect(karthik.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(karthik.getByLabelText('Name')).toBeDisabled();
  },
};

/** Saved: a confirmation beside the button (the Coach Updated toast comes from the page). */
export const Saved: Story = {
  args: { records: withRecord('karthik-raj', { saveState: 'saved' }) },
  play: async ({ canvasElement }) => {
    await expect(record(canvasElement, 'Karthik Raj').getByRole('status')).toHaveTextContent(
      'Saved. Visitors see it now.',
    );
  },
};

/** Save failed: why, and the typed values stay. */
export const SaveFailed: Story = {
  args: {
    records: withRecord('karthik-raj', {
      saveState: 'failed',
      saveMessage: 'Could not reach the server. Please check your connection and try again.',
    }),
  },
  play: async ({ canvasElement }) => {
    const karthik = record(canvasElement, 'Karthik Raj');
    await expect(karthik.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(karthik.getByLabelText('Name')).toHaveValue('Karthik Raj');
  },
};

/** Conflict: someone else saved first; Reload loads their version. */
export const Conflict: Story = {
  args: {
    records: withRecord('karthik-raj', {
      saveState: 'conflict',
      saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
    }),
  },
  play: async ({ canvasElement, args }) => {
    const karthik = record(canvasElement, 'Karthik Raj');
    await expect(karthik.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(karthik.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Delete confirmation: a dialog naming the coach, Cancel or Delete. */
export const ConfirmDelete: Story = {
  args: { confirmDelete: { key: 'karthik-raj', title: 'Karthik Raj', busy: false } },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Delete Karthik Raj?');
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Delete Karthik Raj?' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteCancel).toHaveBeenCalled();
  },
};

/**
 * A saved picture that is removed at once (a logo): Remove Image reports it, and the container's confirmation says what
 * follows before anything is saved.
 */
export const ConfirmImageRemoval: Story = {
  args: {
    records: karthikPhoto({ optional: true }),
    onRemoveImage: fn(),
    onRemoveImageConfirm: fn(),
    onRemoveImageCancel: fn(),
    confirmRemoveImage: {
      key: 'karthik-raj',
      title: 'Remove the photo of Karthik Raj?',
      description: 'His card shows no photo as soon as it is removed.',
      confirmLabel: 'Remove photo',
      busy: false,
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Remove the photo of Karthik Raj?'));
    await expect(dialog.getByText('His card shows no photo as soon as it is removed.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove photo' }));
    await expect(args.onRemoveImageConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect(args.onRemoveImageCancel).toHaveBeenCalled();
  },
};

/** Photo refused: the upload's reason under the picture. */
export const PhotoRefused: Story = {
  args: {
    records: karthikPhoto({ status: 'error', error: 'This file is not a JPEG, PNG or WebP image.' }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      record(canvasElement, 'Karthik Raj').getByText('This file is not a JPEG, PNG or WebP image.'),
    ).toBeVisible();
  },
};

/** Programs: a select for the sport and a Premium switch. */
export const Plans: Story = {
  args: {
    label: 'Programs',
    note: 'The plan cards of /coaching, grouped by sport.',
    addLabel: 'Add New Plan',
    saveLabel: 'Save Plan',
    onSelectImage: undefined,
    records: seededCentre.plans
      .slice(6, 8)
      .map((p) => ({ key: p.id, title: p.name, isNew: false, fields: fieldsOf(planFields, p), saveState: 'idle' })),
  },
  play: async ({ canvasElement }) => {
    const custom = record(canvasElement, 'Advanced Custom Plan');
    await expect(custom.getByRole('switch', { name: 'Premium custom plan' })).toBeChecked();
    await expect(custom.getByRole('combobox', { name: 'Sport' })).toHaveTextContent('Tennis');
    await expect(custom.getByLabelText('Price (₹)')).toHaveValue('13000');
  },
};

/** Testimonials: where each is shown, its rating and text. */
export const Testimonials: Story = {
  args: {
    label: 'Testimonials',
    note: 'The reviews on /sports and the community feedback on /podboard, in this order.',
    addLabel: 'Add New Testimonial',
    saveLabel: 'Save Testimonial',
    onSelectImage: undefined,
    records: seededCentre.testimonials.slice(3, 5).map((t) => ({
      key: t.id,
      title: t.name,
      isNew: false,
      fields: fieldsOf(testimonialFields, t),
      saveState: 'idle',
    })),
  },
  play: async ({ canvasElement }) => {
    const divya = record(canvasElement, 'Divya S.');
    await expect(divya.getByRole('combobox', { name: 'Shown on' })).toHaveTextContent('Community board feedback');
    await expect(divya.getByRole('combobox', { name: 'Rating' })).toHaveTextContent('5 stars');
  },
};

/** Phone (360 px): one column, every field and button reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(record(canvasElement, 'Arjun Menon').getByLabelText('Bio')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Coach' })).toBeVisible();
  },
};

/** An ordered list: Move up and Move down per record (the first cannot go up, the last cannot go down), by keyboard too. */
export const Ordered: Story = {
  args: {
    onMove: fn(),
    records: coachRecords.map((r, i, all) => ({
      ...r,
      move: { canUp: i > 0, canDown: i < all.length - 1, busy: false },
    })),
  },
  play: async ({ canvasElement, args }) => {
    const first = record(canvasElement, 'Karthik Raj');
    await expect(first.getByRole('button', { name: 'Move up: Karthik Raj' })).toHaveAttribute('aria-disabled', 'true');
    first.getByRole('button', { name: 'Move down: Karthik Raj' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith('karthik-raj', 'down');
    const last = record(canvasElement, coachRecords[1]!.title);
    await expect(last.getByRole('button', { name: `Move down: ${coachRecords[1]!.title}` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A fixed list (the café's quick actions, the branding): records are edited, never added or deleted. */
export const Fixed: Story = {
  args: { fixed: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Add New Coach' })).toBeNull();
    await expect(record(canvasElement, 'Karthik Raj').queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(
      record(canvasElement, 'Karthik Raj').getByRole('button', { name: 'Save Coach: Karthik Raj' }),
    ).toBeVisible();
  },
};

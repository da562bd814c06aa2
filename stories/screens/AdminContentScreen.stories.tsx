import type { Meta, StoryObj } from '@storybook/react-vite';
import { recordList } from '../fixtures/recordList';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { AdminRecordListProps, RecordView } from '../../design-system/patterns/AdminRecordList';
import { AdminContentScreen } from '../../design-system/screens/AdminContentScreen';
import { siteFormSpecs, siteValuesOf } from '../../machines/admin/siteContent.form';
import type { SiteContentKind } from '../../machines/api/siteContent.schema';
import { seededSiteContent } from '../../machines/site/siteContent.seed';
import { findOpenDialog } from '../fixtures/dialog';

const content = seededSiteContent({
  reviews: 'https://maps.example.com/pod-reviews',
  swiggy: 'https://swiggy.example.com/pod',
  zomato: 'https://zomato.example.com/pod',
  social: 'https://instagram.example.com/pod',
});

/** A list's records as the page draws them, from the shipped content. */
const recordsOf = (kind: SiteContentKind, items: readonly { id: string }[], title: (item: never) => string) =>
  items.map((item, index, all): RecordView => {
    const { id, ...data } = item;
    const spec = siteFormSpecs[kind];
    const values = siteValuesOf(kind, { id, hidden: false, version: 0, data });
    const image = spec.image ? values[spec.image.field] : undefined;
    return {
      key: id,
      title: title(item as never),
      isNew: false,
      fields: spec.fields.map((f) => ({ ...f, value: values[f.name] ?? '' })),
      ...(spec.image
        ? {
            image: {
              label: spec.image.label,
              hint: spec.image.hint,
              value: typeof image === 'string' && image ? image : undefined,
              alt: `${spec.image.label}: ${title(item as never)}`,
              status: 'idle' as const,
              optional: spec.image.optional,
            },
          }
        : {}),
      move: { canUp: index > 0, canDown: index < all.length - 1, busy: false },
      saveState: 'idle',
    };
  });

const list = recordList;

const galleryRecords = recordsOf('gallery', content.gallery.slice(0, 3), (i: { title: string }) => i.title);
const gallery = list({
  label: 'Gallery',
  note: 'The community board on /podboard: its grid, filters and lightbox show these in this order.',
  loadingLabel: 'Loading the gallery',
  emptyText: 'No pictures or reels yet. Add New Item to show one on /podboard.',
  addLabel: 'Add New Item',
  saveLabel: 'Save Item',
  records: galleryRecords,
  onSelectImage: fn(),
  onMove: fn(),
});
const withFirst = (change: Partial<RecordView>) => galleryRecords.map((r, i) => (i === 0 ? { ...r, ...change } : r));

const offers = list({
  label: 'Offers',
  note: 'The offer cards on /cafe, in this order.',
  addLabel: 'Add New Offer',
  saveLabel: 'Save Offer',
  records: recordsOf('cafe-offers', content.cafeOffers, (o: { title: string }) => o.title),
  onMove: fn(),
});
const slides = list({ label: 'Hero slides', addLabel: 'Add New Slide', saveLabel: 'Save Slide' });
const links = list({
  label: 'Quick actions',
  saveLabel: 'Save Quick Action',
  fixed: true,
  records: recordsOf('cafe-links', content.cafeLinks, (l: { title: string }) => l.title).map(
    ({ move: _move, ...r }) => r,
  ),
});

const meta = {
  title: 'Screens/AdminContent',
  component: AdminContentScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Gallery Manager',
    sections: [{ value: 'gallery', label: 'Gallery', list: gallery }],
  },
} satisfies Meta<typeof AdminContentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const record = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('form', { name }));
const galleryWith = (overrides: Partial<AdminRecordListProps>) => ({
  sections: [{ value: 'gallery', label: 'Gallery', list: { ...gallery, ...overrides } }],
});

/** The gallery: each item's picture, title, category and type; Move up and down (by keyboard too), Save, Delete. */
export const List: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gallery Manager' })).toBeVisible();
    const first = record(canvasElement, 'Smash Night Doubles');
    await expect(first.getByRole('button', { name: 'Move up: Smash Night Doubles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const down = first.getByRole('button', { name: 'Move down: Smash Night Doubles' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(gallery.onMove).toHaveBeenCalledWith('smash-night', 'down');
    await expect(first.getByRole('img', { name: 'Picture or reel poster: Smash Night Doubles' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Item' }));
    await expect(gallery.onAdd).toHaveBeenCalled();
  },
};

/** Editing: typed changes are reported with the record and field. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const item = record(canvasElement, 'Sunday Turf Derby');
    await userEvent.type(item.getByLabelText('Title'), '!');
    await expect(gallery.onChange).toHaveBeenCalledWith('turf-derby', 'title', 'Sunday Turf Derby!');
    await userEvent.click(item.getByRole('button', { name: 'Save Item: Sunday Turf Derby' }));
    await expect(gallery.onSave).toHaveBeenCalledWith('turf-derby');
  },
};

/** Loading: skeleton rows while the list loads. */
export const Loading: Story = {
  args: galleryWith({ status: 'loading' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading the gallery' })).toBeVisible();
  },
};

/** Load failed: the reason and Retry. */
export const LoadFailed: Story = {
  args: galleryWith({
    status: 'error',
    loadError: 'Could not reach the server. Please check your connection and try again.',
  }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Could not reach the server. Please check your connection and try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(gallery.onRetry).toHaveBeenCalled();
  },
};

/** Empty: what to do, and the add button. */
export const Empty: Story = {
  args: galleryWith({ records: [] }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pictures or reels yet. Add New Item to show one on /podboard.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Item' })).toBeVisible();
  },
};

/** Saving: the record's button is busy, its fields and moves wait. */
export const Saving: Story = {
  args: galleryWith({ records: withFirst({ saveState: 'saving' }) }),
  play: async ({ canvasElement }) => {
    const item = record(canvasElement, 'Smash Night Doubles');
    await expect(item.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(item.getByLabelText('Title')).toBeDisabled();
    await expect(item.getByRole('button', { name: 'Move down: Smash Night Doubles' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Saved: a confirmation beside the button (the toast comes from the page). */
export const Saved: Story = {
  args: galleryWith({ records: withFirst({ saveState: 'saved' }) }),
  play: async ({ canvasElement }) => {
    await expect(record(canvasElement, 'Smash Night Doubles').getByRole('status')).toHaveTextContent(
      'Saved. Visitors see it now.',
    );
  },
};

/** Conflict: someone else saved first; Reload loads their version. */
export const Conflict: Story = {
  args: galleryWith({
    records: withFirst({
      saveState: 'conflict',
      saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
    }),
  }),
  play: async ({ canvasElement }) => {
    const item = record(canvasElement, 'Smash Night Doubles');
    await expect(item.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(item.getByRole('button', { name: 'Reload' }));
    await expect(gallery.onReload).toHaveBeenCalled();
  },
};

/** Save failed: why, and what was typed stays. */
export const SaveFailed: Story = {
  args: galleryWith({
    records: withFirst({
      saveState: 'failed',
      saveMessage: 'Could not reach the server. Please check your connection and try again.',
    }),
  }),
  play: async ({ canvasElement }) => {
    const item = record(canvasElement, 'Smash Night Doubles');
    await expect(item.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(item.getByLabelText('Title')).toHaveValue('Smash Night Doubles');
  },
};

/** The Café Manager: Offers, Hero slides and Quick actions as tabs; the quick actions are a fixed set (no add or delete). */
export const CafeTabs: Story = {
  args: {
    title: 'Café Manager',
    sections: [
      { value: 'offers', label: 'Offers', list: offers },
      { value: 'slides', label: 'Hero slides', list: slides },
      { value: 'links', label: 'Quick actions', list: links },
    ],
    tab: 'links',
    onTabChange: fn(),
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Quick actions', selected: true })).toBeVisible();
    const swiggy = record(canvasElement, 'Order on Swiggy');
    await expect(swiggy.getByLabelText('Link')).toHaveValue('https://swiggy.example.com/pod');
    await expect(swiggy.queryByRole('button', { name: 'Delete: Order on Swiggy' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Add/ })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Offers' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('offers');
  },
};

/** An offer with the picture staff uploaded: Remove Image takes it away; an offer without one has nothing to remove. */
export const CafeOfferPicture: Story = {
  args: {
    title: 'Café Manager',
    sections: [
      {
        value: 'offers',
        label: 'Offers',
        list: {
          ...offers,
          records: recordsOf(
            'cafe-offers',
            content.cafeOffers.map((o, i) => (i === 0 ? { ...o, image: '/podboard/pizza-fest.svg' } : o)),
            (o: { title: string }) => o.title,
          ),
          onSelectImage: fn(),
          onRemoveImage: fn(),
        },
      },
      { value: 'slides', label: 'Hero slides', list: slides },
      { value: 'links', label: 'Quick actions', list: links },
    ],
    tab: 'offers',
    onTabChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const pizza = record(canvasElement, 'Pizza Fest Friday');
    await expect(await pizza.findByRole('img', { name: 'Picture: Pizza Fest Friday' })).toBeVisible();
    await expect(pizza.getByRole('button', { name: 'Upload Image: Picture' })).toHaveAccessibleDescription(
      /Optional: shown above the offer on \/cafe/,
    );
    await userEvent.click(pizza.getByRole('button', { name: 'Remove Image: Picture' }));
    await expect(args.sections[0]!.list.onRemoveImage).toHaveBeenCalledWith('pizza-fest-friday');
    const coffee = record(canvasElement, 'Coffee Happy Hours');
    await expect(coffee.getByText('No image yet')).toBeVisible();
    await expect(coffee.queryByRole('button', { name: /Remove Image/ })).toBeNull();
  },
};

/** A partner's uploaded logo: Remove asks first, and the card on /sports then shows none. */
export const PartnerLogoRemove: Story = {
  args: {
    title: 'Partners & Affiliates',
    sections: [
      {
        value: 'partners',
        label: 'Partners',
        list: list({
          label: 'Partners',
          addLabel: 'Add New Partner',
          saveLabel: 'Save Partner',
          records: recordsOf(
            'partners',
            content.partners.map((p, i) => (i === 0 ? { ...p, logo: '/icons/icon-192.png' } : p)),
            (p: { name: string }) => p.name,
          ).map((r) => (r.image ? { ...r, image: { ...r.image, optional: true } } : r)),
          onSelectImage: fn(),
          onRemoveImage: fn(),
          onRemoveImageConfirm: fn(),
          onRemoveImageCancel: fn(),
          onMove: fn(),
          confirmRemoveImage: {
            key: content.partners[0]!.id,
            title: `Remove the logo of ${content.partners[0]!.name}?`,
            description:
              'Its card in Our Partners on /sports shows no logo as soon as it is removed. Upload another or type a logo emoji at any time.',
            confirmLabel: 'Remove logo',
            busy: false,
          },
        }),
      },
    ],
  },
  play: async ({ args }) => {
    const name = content.partners[0]!.name;
    const dialog = within(await findOpenDialog(`Remove the logo of ${name}?`));
    await expect(dialog.getByText(/shows no logo as soon as it is removed/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove logo' }));
    await expect(args.sections[0]!.list.onRemoveImageConfirm).toHaveBeenCalledOnce();
  },
};

/** Phone: the forms stack in one column; every button stays reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const item = record(canvasElement, 'Smash Night Doubles');
    await expect(item.getByRole('button', { name: 'Save Item: Smash Night Doubles' })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Move down: Smash Night Doubles' })).toBeVisible();
  },
};

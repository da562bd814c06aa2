import type { Meta, StoryObj } from '@storybook/react-vite';
import { recordList } from '../fixtures/recordList';
import { findOpenDialog } from '../fixtures/dialog';
import type { AdminRecordListProps } from '../../design-system/patterns/AdminRecordList';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  homeBannerCopy,
  homeFieldHints,
  homeImageEmptyLabel,
  homeImageHint,
  homepageNote,
  homeSavedText,
} from '../../app/content/adminHomepage';
import {
  AdminHomeScreen,
  type AdminHomeBannerView,
  type AdminHomeScreenProps,
} from '../../design-system/screens/AdminHomeScreen';
import { homeBannerFieldLabels } from '../../machines/admin/home.form';
import { homeMessages } from '../../machines/api/home.schema';
import { defaultHomeBanners } from '../../machines/home/banners';

const banners: AdminHomeBannerView[] = (['left', 'right'] as const).map((side) => {
  const { title, subtitle, buttonText, buttonLink } = defaultHomeBanners[side];
  return {
    side,
    ...homeBannerCopy[side],
    values: { title, subtitle, buttonText, buttonLink },
    image: null,
    upload: { status: 'idle' },
  };
});

const args: AdminHomeScreenProps = {
  status: 'ready',
  onRetry: fn(),
  banners,
  errors: {},
  fieldLabels: homeBannerFieldLabels,
  fieldHints: homeFieldHints,
  imageHint: homeImageHint,
  imageEmptyLabel: homeImageEmptyLabel,
  note: homepageNote,
  saveState: 'idle',
  savedText: homeSavedText,
  onChange: fn(),
  onSelectImage: fn(),
  onRemoveImage: fn(),
  onSave: fn(),
  onReload: fn(),
};

const meta = {
  title: 'Screens/AdminHome',
  component: AdminHomeScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminHomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));
const LEFT = 'Left banner: Sports arena';
const RIGHT = 'Right banner: Café';

/** Editing: both banners' fields, typed changes reported, a chosen image reported, Save Homepage Changes. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const left = group(canvasElement, LEFT);
    await expect(left.getByLabelText(/^Title/)).toHaveValue('Sports');
    await expect(group(canvasElement, RIGHT).getByLabelText(/^Button link/)).toHaveValue('/cafe');
    await userEvent.type(left.getByLabelText(/^Title/), '!');
    await expect(args.onChange).toHaveBeenCalledWith('left', 'title', 'Sports!');
    await expect(left.getByText('Default illustration')).toBeVisible();
    await expect(left.queryByRole('button', { name: /Remove image/ })).toBeNull();
    const input = canvasElement.querySelector<HTMLInputElement>('fieldset[data-side="right"] input[type="file"]');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cafe.png', { type: 'image/png' });
    await userEvent.upload(input!, file);
    await expect(args.onSelectImage).toHaveBeenCalledWith('right', file);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Homepage Changes' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** With an uploaded image: its preview, and Remove image goes back to the default illustration. */
export const WithImage: Story = {
  args: { banners: banners.map((b) => (b.side === 'left' ? { ...b, image: '/podboard/midnight-open.svg' } : b)) },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('img', { name: 'Sports arena banner image' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image: Sports arena banner image' }));
    await expect(args.onRemoveImage).toHaveBeenCalledWith('left');
  },
};

/** Uploading: Uploading... beside the banner's image button, which waits. */
export const Uploading: Story = {
  args: { banners: banners.map((b) => (b.side === 'right' ? { ...b, upload: { status: 'uploading' } } : b)) },
  play: async ({ canvasElement }) => {
    const right = group(canvasElement, RIGHT);
    await expect(right.getByRole('status')).toHaveTextContent('Uploading...');
    await expect(right.getByRole('button', { name: 'Upload Image: Café banner image' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** A refused file: the reason under the image field. */
export const ImageRefused: Story = {
  args: {
    banners: banners.map((b) =>
      b.side === 'right'
        ? { ...b, upload: { status: 'error', error: 'This file is not a JPEG, PNG or WebP image.' } }
        : b,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement, RIGHT).getByText('This file is not a JPEG, PNG or WebP image.')).toBeVisible();
  },
};

/** Loading: skeleton rows while the banners load. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading banners' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save Homepage Changes' })).toBeNull();
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

/** Invalid link: the shared schema's message under the field; what was typed stays. */
export const InvalidLink: Story = {
  args: {
    banners: banners.map((b) =>
      b.side === 'left' ? { ...b, values: { ...b.values, buttonLink: 'javascript:alert(1)' } } : b,
    ),
    errors: { 'left.buttonLink': homeMessages.linkScheme },
  },
  play: async ({ canvasElement }) => {
    const left = group(canvasElement, LEFT);
    const field = left.getByLabelText(/^Button link/);
    await expect(field).toHaveValue('javascript:alert(1)');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(left.getByText(homeMessages.linkScheme)).toBeVisible();
  },
};

/** Saving: the button reads Saving... and the fields are locked. */
export const Saving: Story = {
  args: { saveState: 'saving' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(group(canvasElement, LEFT).getByLabelText(/^Title/)).toBeDisabled();
  },
};

/** Saved: a confirmation beside the button (the Homepage Updated toast comes from the page). */
export const Saved: Story = {
  args: { saveState: 'saved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(homeSavedText);
  },
};

/** Save failed: why, and the typed values stay. */
export const SaveFailed: Story = {
  args: {
    banners: banners.map((b) => (b.side === 'right' ? { ...b, values: { ...b.values, title: 'Café & Bistro' } } : b)),
    saveState: 'failed',
    saveMessage: 'Could not reach the server. Please check your connection and try again.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(group(canvasElement, RIGHT).getByLabelText(/^Title/)).toHaveValue('Café & Bistro');
  },
};

/** Conflict: someone else saved first; Reload loads their version. */
export const Conflict: Story = {
  args: {
    saveState: 'conflict',
    saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Phone (360 px): the banners stack, every field and Save reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const left = canvasElement.querySelector('fieldset[data-side="left"]')!.getBoundingClientRect();
    const right = canvasElement.querySelector('fieldset[data-side="right"]')!.getBoundingClientRect();
    await expect(right.top).toBeGreaterThan(left.bottom);
    await expect(group(canvasElement, RIGHT).getByLabelText(/^Button link/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Homepage Changes' })).toBeVisible();
  },
};

/** The Logo and branding list as the page draws it: the colour, and the logo (`logo`, or none: the built-in mark). */
const brandingList = (logo?: string, change: Partial<AdminRecordListProps> = {}) =>
  recordList({
    label: 'Logo and branding',
    note: 'The logo in the navigation bar, the footer and the admin, and the colour of the installed app.',
    saveLabel: 'Save Branding',
    fixed: true,
    onSelectImage: fn(),
    onRemoveImage: fn(),
    onRemoveImageConfirm: fn(),
    onRemoveImageCancel: fn(),
    records: [
      {
        key: 'branding',
        title: 'Logo and branding',
        isNew: false,
        fields: [
          {
            name: 'themeColor',
            label: 'Theme colour of the installed app',
            kind: 'text',
            value: '#0A6748',
            hint: 'A hex colour like #0A6748: the title bar of the app installed from the site.',
          },
        ],
        image: {
          label: 'Logo',
          hint: 'PNG or WebP only (SVG and JPEG are refused); shown in the navigation bar, the footer and the admin.',
          value: logo,
          alt: 'Logo: Logo and branding',
          status: 'idle',
          optional: true,
        },
        saveState: 'idle',
      },
    ],
    ...change,
  });

const removeLogo = {
  key: 'branding',
  title: 'Remove the uploaded logo?',
  description:
    'The navigation bar, the footer and the admin show the built-in POD logo again as soon as it is removed. Upload a new one at any time.',
  confirmLabel: 'Remove logo',
  busy: false,
};
const UPLOADED_LOGO = '/icons/icon-192.png';

/** With the Logo and branding list under the banners: the logo upload (PNG or WebP only) and the app's colour. */
export const WithBranding: Story = {
  args: { branding: brandingList() },
  play: async ({ canvas, args }) => {
    const branding = within(canvas.getByRole('form', { name: 'Logo and branding' }));
    await expect(branding.getByText(/PNG or WebP only/)).toBeVisible();
    await expect(branding.getByLabelText('Theme colour of the installed app')).toHaveValue('#0A6748');
    await userEvent.click(branding.getByRole('button', { name: 'Save Branding: Logo and branding' }));
    await expect(args.branding?.onSave).toHaveBeenCalledWith('branding');
    await expect(branding.queryByRole('button', { name: /^Delete/ })).toBeNull();
    // The built-in mark: nothing to remove.
    await expect(branding.queryByRole('button', { name: /^Remove Image/ })).toBeNull();
  },
};

/** An uploaded logo: Remove asks first (the built-in POD logo comes back). */
export const BrandingUploadedLogo: Story = {
  args: { branding: brandingList(UPLOADED_LOGO) },
  play: async ({ canvas, args }) => {
    const branding = within(canvas.getByRole('form', { name: 'Logo and branding' }));
    await expect(await branding.findByRole('img', { name: 'Logo: Logo and branding' })).toBeVisible();
    await userEvent.click(branding.getByRole('button', { name: 'Remove Image: Logo' }));
    await expect(args.branding?.onRemoveImage).toHaveBeenCalledWith('branding');
  },
};

/** Remove's confirmation: what comes back, Keep it or Remove logo. */
export const BrandingRemoveConfirm: Story = {
  args: { branding: brandingList(UPLOADED_LOGO, { confirmRemoveImage: removeLogo }) },
  play: async ({ args }) => {
    const dialog = within(await findOpenDialog('Remove the uploaded logo?'));
    await expect(dialog.getByText(/show the built-in POD logo again/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove logo' }));
    await expect(args.branding?.onRemoveImageConfirm).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect(args.branding?.onRemoveImageCancel).toHaveBeenCalled();
  },
};

/** The removal on its way to the server: the button is busy. */
export const BrandingRemoving: Story = {
  args: { branding: brandingList(UPLOADED_LOGO, { confirmRemoveImage: { ...removeLogo, busy: true } }) },
  play: async () => {
    const dialog = within(await findOpenDialog('Remove the uploaded logo?'));
    await expect(dialog.getByRole('button', { name: 'Removing...' })).toHaveAttribute('aria-busy', 'true');
  },
};

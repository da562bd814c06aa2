import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminGearScreen, type AdminGearCopy, type GearProductView } from '../../design-system/screens/AdminGearScreen';
import { categoryLabels, newProductDraft, productDraftOf } from '../../machines/admin/gear.form';
import { productCategories, products as catalogue } from '../../machines/shop/catalogue';
import { findOpenDialog } from '../fixtures/dialog';

const copy: AdminGearCopy = {
  note: 'Each card is a product on /merchandise: name, price, sizes, picture and stock are what visitors see and what the cart and checkout charge.',
  sizesHint: 'Comma separated, e.g. S, M, L, XL.',
  imageHint: 'JPEG, PNG or WebP, up to 2 MB.',
  whatsappNote: 'The shop’s Ask Questions buttons open a WhatsApp chat with this number and message.',
  templateHint: '{product}, {size} and {price} are replaced by the product’s name, first size and price.',
  savedText: 'Saved. Visitors see it now.',
  emptyText: 'No products yet. Add New Product puts the first one in the shop.',
  deleteText: 'It disappears from the shop at once; past orders keep it.',
  discardText: 'This new product has not been saved; its card is removed.',
};

const cardOf = (index: number, change: Partial<GearProductView> = {}): GearProductView => {
  const p = catalogue[index]!;
  const draft = productDraftOf({
    ...p,
    sizes: [...p.sizes],
    features: [...p.features],
    whatsappOrdering: true,
    inStock: p.availability !== 'Out of Stock',
    version: 0,
  });
  return {
    key: draft.key,
    title: p.name,
    isNew: false,
    values: draft.values,
    inStock: draft.inStock,
    whatsappOrdering: true,
    errors: {},
    saveState: 'idle',
    uploadStatus: 'idle',
    ...change,
  };
};

const products = [0, 2, 5].map((i) => cardOf(i));

const meta = {
  title: 'Screens/AdminGear',
  component: AdminGearScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    onRetry: fn(),
    products,
    categoryOptions: productCategories.map((value) => ({ value, label: categoryLabels[value] })),
    copy,
    onFieldChange: fn(),
    onSwitchChange: fn(),
    onSelectImage: fn(),
    onSaveProduct: fn(),
    onReload: fn(),
    onAddProduct: fn(),
    onRequestDelete: fn(),
    onCancelDelete: fn(),
    onConfirmDelete: fn(),
    whatsapp: {
      values: {
        number: '+919000000011',
        template: 'Hi POD! I have a question about the {product}.\nSize: {size}\nPrice: {price}',
      },
      errors: {},
      saveState: 'idle',
      onChange: fn(),
      onSave: fn(),
      onReload: fn(),
    },
  },
} satisfies Meta<typeof AdminGearScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('form', { name }));

/** Editing: a card per product; typed changes, switches, Save Product and Add New Product are reported. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const jersey = card(canvasElement, 'Performance Jersey');
    await expect(jersey.getByLabelText(/^Price/)).toHaveValue('899');
    await expect(jersey.getByLabelText(/^Sizes/)).toHaveValue('S, M, L, XL, XXL');
    await userEvent.type(jersey.getByLabelText(/^Price/), '9');
    await expect(args.onFieldChange).toHaveBeenCalledWith('p1', 'price', '8999');
    await userEvent.click(jersey.getByRole('switch', { name: 'In Stock' }));
    await expect(args.onSwitchChange).toHaveBeenCalledWith('p1', 'inStock', false);
    await userEvent.click(jersey.getByRole('button', { name: 'Save Product' }));
    await expect(args.onSaveProduct).toHaveBeenCalledWith('p1');
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Product' }));
    await expect(args.onAddProduct).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save WhatsApp Settings' }));
    await expect(args.whatsapp.onSave).toHaveBeenCalled();
  },
};

/** Loading: skeleton rows while the products load. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add New Product' })).toBeNull();
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

/** Empty list: a line saying how to add the first product. */
export const EmptyList: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products yet. Add New Product puts the first one in the shop.')).toBeVisible();
  },
};

/** A new product (Add New Product): empty fields, no image yet, switches on. */
export const NewProduct: Story = {
  args: {
    products: [
      ...products,
      {
        ...cardOf(0),
        ...((d) => ({ key: d.key, values: d.values }))(newProductDraft(1)),
        title: 'New product',
        isNew: true,
        inStock: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const fresh = card(canvasElement, 'New product');
    await expect(fresh.getByLabelText(/^Name/)).toHaveValue('');
    await expect(fresh.getByText('No image yet')).toBeVisible();
    await expect(fresh.getByRole('switch', { name: 'WhatsApp Ordering' })).toBeChecked();
  },
};

/** Invalid fields: the shared schema's messages under the fields; what was typed stays. */
export const InvalidField: Story = {
  args: {
    products: [
      cardOf(0, {
        values: { ...cardOf(0).values, price: '0', sizes: ' , ' },
        errors: {
          price: 'The price must be at least ₹1.',
          sizes: 'Enter at least one size, separated by commas (e.g. S, M, L).',
        },
      }),
    ],
    whatsapp: {
      ...meta.args.whatsapp,
      values: { number: '12345', template: '' },
      errors: {
        number: 'Enter the WhatsApp number with its country code, e.g. +91 98765 43210.',
        template: 'Please enter the order message.',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const jersey = card(canvasElement, 'Performance Jersey');
    await expect(jersey.getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
    await expect(jersey.getByText('The price must be at least ₹1.')).toBeVisible();
    await expect(jersey.getByText('Enter at least one size, separated by commas (e.g. S, M, L).')).toBeVisible();
    await expect(canvas.getByText('Please enter the order message.')).toBeVisible();
  },
};

/** Saving: the card's button reads Saving... and its fields are locked. */
export const Saving: Story = {
  args: { products: [cardOf(0, { saveState: 'saving' }), cardOf(2)] },
  play: async ({ canvasElement }) => {
    const jersey = card(canvasElement, 'Performance Jersey');
    await expect(jersey.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(jersey.getByLabelText(/^Name/)).toBeDisabled();
    await expect(card(canvasElement, 'Signature Sports Cap').getByLabelText(/^Name/)).toBeEnabled();
  },
};

/** Saved: a confirmation beside the button (the Product Updated toast comes from the page). */
export const Saved: Story = {
  args: { products: [cardOf(0, { saveState: 'saved' })] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Performance Jersey').getByRole('status')).toHaveTextContent(
      'Saved. Visitors see it now.',
    );
  },
};

/** Save failed: why; the typed values stay. */
export const SaveFailed: Story = {
  args: {
    products: [
      cardOf(0, {
        values: { ...cardOf(0).values, price: '950' },
        saveState: 'failed',
        saveMessage: 'Could not reach the server. Please check your connection and try again.',
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const jersey = card(canvasElement, 'Performance Jersey');
    await expect(jersey.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(jersey.getByLabelText(/^Price/)).toHaveValue('950');
  },
};

/** Conflict: someone else saved first; Reload loads their version. */
export const Conflict: Story = {
  args: {
    products: [
      cardOf(0, {
        saveState: 'conflict',
        saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
      }),
    ],
  },
  play: async ({ canvasElement, args }) => {
    const jersey = card(canvasElement, 'Performance Jersey');
    await expect(jersey.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(jersey.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Uploading: the image field says Uploading... */
export const Uploading: Story = {
  args: { products: [cardOf(0, { uploadStatus: 'uploading' })] },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement, 'Performance Jersey').getByText('Uploading...')).toBeVisible();
  },
};

/** Upload refused: the server's reason under the image. */
export const UploadRefused: Story = {
  args: {
    products: [cardOf(0, { uploadStatus: 'error', uploadError: 'This file is not a JPEG, PNG or WebP image.' })],
  },
  play: async ({ canvasElement }) => {
    await expect(
      card(canvasElement, 'Performance Jersey').getByText('This file is not a JPEG, PNG or WebP image.'),
    ).toBeVisible();
  },
};

/** Delete asks first: the dialog names the product; Delete Product confirms, Cancel closes. */
export const ConfirmDelete: Story = {
  args: { confirmDeleteKey: 'p3' },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Delete Signature Sports Cap?');
    // Wait for the opening animation, so the text (and the screenshot) is settled.
    await waitFor(() =>
      expect(within(dialog).getByText('It disappears from the shop at once; past orders keep it.')).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Product' }));
    await expect(args.onConfirmDelete).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancelDelete).toHaveBeenCalled();
  },
};

/** Phone (360 px): one card per row, every field reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { products: [cardOf(0)] },
  play: async ({ canvas, canvasElement }) => {
    await expect(card(canvasElement, 'Performance Jersey').getByRole('button', { name: 'Save Product' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save WhatsApp Settings' })).toBeVisible();
  },
};

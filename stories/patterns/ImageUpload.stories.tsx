import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ImageUpload } from '../../design-system/patterns/ImageUpload';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ImageUpload',
  component: ImageUpload,
  parameters: {
    docs: componentDocs({
      usage:
        'An image field for the admin managers: the current picture (or "No image yet"), an Upload Image button that opens the file picker (JPEG, PNG, WebP), "Uploading..." while the file is sent, and the reason a file was refused. It reports the chosen file; checking and sending it is the container\'s work.',
      do: [
        'Say the accepted types and size in `hint` ("JPEG, PNG or WebP, up to 2 MB.").',
        'Give the preview an `alt` that says what the picture is for.',
      ],
      dont: ['Check or send the file in the component: the container does, and the server reads the bytes anyway.'],
    }),
  },
  args: {
    label: 'Product image',
    hint: 'JPEG, PNG or WebP, up to 2 MB.',
    onSelectFile: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploadButton = (canvas: { getByRole: (role: 'button', options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('button', { name: 'Upload Image: Product image' });

/** No picture yet: the empty preview, and the chosen file is reported to the container. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('No image yet')).toBeVisible();
    await expect(uploadButton(canvas)).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 2 MB.');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'jersey.png', { type: 'image/png' });
    await userEvent.upload(input!, file);
    await expect(args.onSelectFile).toHaveBeenCalledWith(file);
  },
};

/** The current picture as a preview with its text alternative; the button is reached with Tab. */
export const WithImage: Story = {
  args: { value: '/merch/performance-jersey.svg', alt: 'Performance Jersey' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Performance Jersey' })).toBeVisible();
    await expect(canvas.queryByText('No image yet')).toBeNull();
    await userEvent.tab();
    await expect(uploadButton(canvas)).toHaveFocus();
  },
};

/** An optional picture (a café offer's): Remove Image beside Upload Image reports that staff want none. */
export const Optional: Story = {
  args: {
    label: 'Picture',
    value: '/podboard/pizza-fest.svg',
    alt: 'Picture: Pizza Fest Friday',
    hint: 'Optional. JPEG, PNG or WebP, up to 2 MB.',
    onRemove: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('img', { name: 'Picture: Pizza Fest Friday' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Image: Picture' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onSelectFile).not.toHaveBeenCalled();
  },
};

/** An optional picture not chosen yet: nothing to remove, only Upload Image. */
export const OptionalEmpty: Story = {
  args: { label: 'Picture', hint: 'Optional. JPEG, PNG or WebP, up to 2 MB.', onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Image: Picture' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove Image/ })).toBeNull();
  },
};

/** While the file is sent: Uploading... is announced and the button waits. */
export const Uploading: Story = {
  args: { status: 'uploading', value: '/merch/performance-jersey.svg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading...');
    await expect(uploadButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A refused file: the server's reason under the field, tied to the button; the old picture stays. */
export const Refused: Story = {
  args: {
    status: 'error',
    error: 'This file is not a JPEG, PNG or WebP image.',
    value: '/merch/performance-jersey.svg',
    alt: 'Performance Jersey',
  },
  play: async ({ canvas }) => {
    const button = uploadButton(canvas);
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(/Error: This file is not a JPEG, PNG or WebP image\./);
    await expect(await canvas.findByRole('img', { name: 'Performance Jersey' })).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** Disabled while the whole form is saved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(uploadButton(canvas)).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Phone: preview and button side by side, or the button under the preview when there is no room. */
export const Phone: Story = {
  args: { value: '/merch/performance-jersey.svg', alt: 'Performance Jersey' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Performance Jersey' })).toBeVisible();
    await expect(uploadButton(canvas)).toBeVisible();
  },
};

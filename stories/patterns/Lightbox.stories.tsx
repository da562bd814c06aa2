import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox, type LightboxProps } from '../../design-system/patterns/Lightbox';
import { MEDIA_ASPECT_RATIO } from '../../machines/podboard/media';
import {
  boardLightbox,
  itemsWithMissingImage,
  itemsWithReelLink,
  podboardCopy,
  REEL_LINK,
} from '../fixtures/community';
import { findOpenDialog } from '../fixtures/dialog';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/Lightbox',
  component: Lightbox,
  parameters: {
    layout: 'fullscreen',
    docs: componentDocs({
      usage:
        'The community board\'s lightbox, a modal dialog: the item large, Previous and Next (wrapping at both ends, also the arrow keys), the counter ("3 of 12"), and for a video a link to watch it on the social profile (a new tab). Escape and Close close it; focus stays inside while it is open, and goes back to the tile that opened it.',
      do: [
        'Give focus back to the tile that opened it, through `onCloseAutoFocus`.',
        "Keep every item's alt text: the lightbox shows the same image larger.",
      ],
      dont: [
        'Play videos inside the lightbox: a video is watched on the social profile, through `videoHref`.',
        'Stop at the first or last item: Previous and Next wrap.',
      ],
    }),
  },
  args: {
    view: boardLightbox(0),
    ratio: MEDIA_ASPECT_RATIO,
    onPrevious: fn(),
    onNext: fn(),
    onClose: fn(),
    videoHref: podboardCopy.video.href,
    videoLinkLabel: podboardCopy.video.label,
  },
} satisfies Meta<typeof Lightbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open dialog, once its opening animation has finished (it fades in from transparent). */
async function dialog() {
  const box = await findOpenDialog();
  await waitFor(() => expect(box).toBeVisible());
  return box;
}

/** The first item: "1 of 12", focus inside the dialog; Previous, Next, the arrow keys and Escape are reported. */
export const FirstItem: Story = {
  play: async ({ args }) => {
    const box = await dialog();
    await expect(box).toHaveAccessibleName('Smash Night Doubles');
    await expect(within(box).getByText('1 of 12')).toBeVisible();
    await waitFor(() => expect(box.contains(document.activeElement)).toBe(true));
    await expect(within(box).getByRole('img', { name: /badminton players/ })).toBeVisible();
    await userEvent.click(within(box).getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(within(box).getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A middle item: "6 of 12". */
export const MiddleItem: Story = {
  args: { view: boardLightbox(5) },
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveAccessibleName('Pickleball Pairs');
    await expect(within(box).getByText('6 of 12')).toBeVisible();
  },
};

/** The last item: "12 of 12" (a video: it links to the reel on the social profile, in a new tab). */
export const LastItem: Story = {
  args: { view: boardLightbox(11) },
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveAccessibleName('Trick Shot Tuesday');
    await expect(within(box).getByText('12 of 12')).toBeVisible();
    const watch = within(box).getByRole('link', { name: 'Watch on Instagram' });
    await expect(watch).toHaveAttribute('href', podboardCopy.video.href);
    await expect(watch).toHaveAttribute('target', '_blank');
  },
};

/** A reel whose own post staff saved (Admin > Gallery): the watch link goes to that reel, not to the profile. */
export const ReelWithItsOwnLink: Story = {
  args: { view: boardLightbox(11, 'all', itemsWithReelLink) },
  play: async () => {
    const box = await dialog();
    await expect(box).toHaveAccessibleName('Trick Shot Tuesday');
    const watch = within(box).getByRole('link', { name: 'Watch on Instagram' });
    await expect(watch).toHaveAttribute('href', REEL_LINK);
    await expect(watch).toHaveAttribute('target', '_blank');
  },
};

/** A failed image shows "Image not available" in its place; the buttons still work. */
export const FailedImage: Story = {
  args: { view: boardLightbox(0, 'all', itemsWithMissingImage) },
  play: async () => {
    const box = await dialog();
    await expect(await within(box).findByRole('img', { name: 'Image not available' })).toBeVisible();
    await expect(within(box).getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

function Harness(props: LightboxProps) {
  const [index, setIndex] = useState<number | null>(0);
  const count = 12;
  return (
    <Lightbox
      {...props}
      view={boardLightbox(index)}
      onPrevious={() => setIndex((i) => (i === null ? null : (i - 1 + count) % count))}
      onNext={() => setIndex((i) => (i === null ? null : (i + 1) % count))}
      onClose={() => setIndex(null)}
    />
  );
}

/** With the lightbox machine's wraparound: Previous on the first goes to the last, Next on the last to the first. */
export const Wraparound: Story = {
  render: (args) => <Harness {...args} />,
  play: async () => {
    const box = await dialog();
    await userEvent.click(within(box).getByRole('button', { name: 'Previous' }));
    await expect(within(box).getByText('12 of 12')).toBeVisible();
    await expect(box).toHaveAccessibleName('Trick Shot Tuesday');
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(box).getByText('1 of 12')).toBeVisible();
    await expect(box).toHaveAccessibleName('Smash Night Doubles');
  },
};

/** Phone, 360 px: a bottom sheet; the image, the counter and both buttons fit the width. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { view: boardLightbox(2) },
  play: async () => {
    const box = await dialog();
    await expect(within(box).getByText('3 of 12')).toBeVisible();
    const width = document.documentElement.clientWidth;
    for (const name of ['Previous', 'Next']) {
      await expect(within(box).getByRole('button', { name }).getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
  },
};

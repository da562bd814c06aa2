import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import { lazyPart, useLazyPart } from '../../design-system/primitives/lazyPart';
import { Stack } from '../../design-system/primitives/Stack';
import { Text } from '../../design-system/primitives/Text';
import { componentDocs } from '../docs/componentDocs';

/** What arrives: a stand-in for a dialog's surface or the chat's panel. */
function Details({ open }: { open: boolean }) {
  return open ? <Text>Court 2 is free from 6 pm.</Text> : null;
}

interface LazyDetailsProps {
  /** How many fetches of the part fail (the connection dropped) before one arrives. */
  failures: number;
  /** Each fetch of the part's chunk. */
  onFetch: () => void;
  /** The part could not arrive: what asked for it closes. */
  onUnavailable: () => void;
}

/**
 * How `Dialog` and `FloatingChat` load their parts, shown with a stand-in: a button whose details are their own
 * chunk, fetched when the pointer or focus reaches the button and at the latest on pressing it.
 */
function LazyDetails({ failures, onFetch, onUnavailable }: LazyDetailsProps) {
  const [part] = useState(() => {
    let left = failures;
    return lazyPart<{ open: boolean }>(() => {
      onFetch();
      return left-- > 0 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Details });
    });
  });
  const [open, setOpen] = useState(false);
  const { Part, preload } = useLazyPart(part, open, () => {
    setOpen(false);
    onUnavailable();
  });
  return (
    <Stack gap={3}>
      <Button
        variant="outline"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Court details
      </Button>
      {Part && <Part open={open} />}
    </Stack>
  );
}

const meta = {
  title: 'Primitives/lazyPart',
  component: LazyDetails,
  parameters: {
    docs: componentDocs({
      usage:
        "How a component keeps a part out of the page's first script and loads it when the visitor reaches for it: `Dialog`'s surface and the chat's panel. `lazyPart` declares the part; `useLazyPart` renders it once it has arrived and `open` has been true, and keeps it after closing so exit animations play. Call `preload` from the opener's pointer-enter and focus handlers. A part that cannot arrive (the connection dropped) calls `onUnavailable`, and the next opening tries again.",
      do: [
        "Declare the part at module level: `const surface = lazyPart(() => import('./DialogSurface'))`.",
        "Close what asked for the part in `onUnavailable`; the site's notice says the connection dropped.",
      ],
      dont: ['Make a part lazy that every visitor sees with the page: it would arrive late and move the page.'],
    }),
  },
  args: { failures: 0, onFetch: fn(), onUnavailable: fn() },
} satisfies Meta<typeof LazyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing is fetched with the page; pressing the button fetches the part and shows it, pressing again hides it. */
export const ArrivesOnOpening: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Court details' });
    await expect(args.onFetch).not.toHaveBeenCalled();
    await userEvent.click(button);
    await expect(await canvas.findByText('Court 2 is free from 6 pm.')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    await expect(canvas.queryByText('Court 2 is free from 6 pm.')).toBeNull();
    await expect(args.onFetch).toHaveBeenCalledTimes(1);
  },
};

/** Focus reaching the button fetches the part before it is asked for, once; pressing shows it. */
export const FetchedOnFocus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Court details' })).toHaveFocus();
    await waitFor(() => expect(args.onFetch).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByText('Court 2 is free from 6 pm.')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Court 2 is free from 6 pm.')).toBeVisible();
    await expect(args.onFetch).toHaveBeenCalledTimes(1);
  },
};

/**
 * Offline before the part arrived: what asked for it closes again (the site's notice says the connection dropped),
 * and the next press fetches it anew and shows it. Pressed as a screen reader does, with no pointer passing over
 * the button first (a hover would have fetched, and failed, already).
 */
export const UnavailableThenRetried: Story = {
  args: { failures: 1 },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Court details' });
    button.click();
    await waitFor(() => expect(args.onUnavailable).toHaveBeenCalledTimes(1));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Court 2 is free from 6 pm.')).toBeNull();
    button.click();
    await expect(await canvas.findByText('Court 2 is free from 6 pm.')).toBeVisible();
    await expect(args.onFetch).toHaveBeenCalledTimes(2);
    await expect(args.onUnavailable).toHaveBeenCalledTimes(1);
  },
};

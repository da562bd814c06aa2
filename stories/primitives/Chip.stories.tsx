import { css } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip, ChipList } from '../../design-system/primitives/Chip';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Chip',
  component: Chip,
  parameters: {
    docs: componentDocs({
      usage:
        'A compact label. Without `onSelect` it is static text, such as a product\'s key features (`ChipList` shows the first `max`, then "+N more"); with `onSelect` it is a toggle button (`aria-pressed`), as the community board\'s filters are.',
      do: [
        'Name a list of static chips with `ChipList`\'s `label` ("Key features").',
        "Use toggle chips for filters, with `selected` from the page's state.",
        'Keep a chip to a few words.',
      ],
      dont: [
        'Use a chip for a main action: that is a `Button`.',
        'Use chips for the one required choice of a form: that is a `RadioGroup` or a segmented `ToggleGroup`.',
        'Pass `selected` without `onSelect`: without it the chip is a static label and cannot be pressed.',
      ],
    }),
  },
  args: { children: 'Moisture-wicking fabric' },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A static label (no onSelect): not a button. */
export const Static: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Moisture-wicking fabric');
    await expect(chip.tagName).toBe('SPAN');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With onSelect it is a toggle button; a press asks for the opposite state. */
export const Toggle: Story = {
  args: { children: 'Sports', onSelect: fn() },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Sports' });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(chip).toHaveAttribute('data-state', 'off');
    await userEvent.click(chip);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(true);
  },
};

export const Selected: Story = {
  args: { children: 'All', selected: true, onSelect: fn() },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'All', pressed: true });
    await expect(chip).toHaveAttribute('data-state', 'on');
    await userEvent.click(chip);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(false);
  },
};

export const Disabled: Story = {
  args: { children: 'Reels', disabled: true, onSelect: fn() },
  play: async ({ canvas, args }) => {
    const chip = canvas.getByRole('button', { name: 'Reels' });
    await expect(chip).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(chip);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

const filters = ['All', 'Sports', 'Café', 'Events', 'Reels'] as const;

function FilterChips({ onChange }: { onChange: (filter: string) => void }) {
  const [active, setActive] = useState<string>('All');
  return (
    <div
      role="group"
      aria-label="Filter media"
      css={(t) => css({ display: 'flex', flexWrap: 'wrap', gap: t.space[2] })}
    >
      {filters.map((filter) => (
        <Chip
          key={filter}
          selected={active === filter}
          onSelect={() => {
            setActive(filter);
            onChange(filter);
          }}
        >
          {filter}
        </Chip>
      ))}
    </div>
  );
}

/** The community board's filter chips: one pressed at a time, keyboard operable. */
export const FilterGroup: Story = {
  args: { onSelect: fn() },
  render: (args) => <FilterChips onChange={(filter) => args.onSelect?.(filter === 'All')} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Events' }));
    await expect(canvas.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    canvas.getByRole('button', { name: 'Reels' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Reels', pressed: true })).toBeVisible();
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};

const features = ['Moisture-wicking fabric', 'Anti-odour finish', 'Athletic fit', 'Flatlock seams', 'POD chest logo'];

/** A product card's key features: at most three, then "+N more". */
export const ListWithOverflow: Story = {
  render: () => <ChipList items={features} label="Key features" />,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Key features' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items.map((i) => i.textContent)).toEqual([...features.slice(0, 3), '+2 more']);
    await expect(list).toHaveAttribute('data-count', '5');
  },
};

/** Exactly `max` items: no overflow chip. */
export const ListAtMax: Story = {
  render: () => <ChipList items={features.slice(0, 3)} label="Key features" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText(/more$/)).toBeNull();
  },
};

export const ListCustomMax: Story = {
  render: () => <ChipList items={features} max={1} label="Key features" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((i) => i.textContent)).toEqual([features[0], '+4 more']);
  },
};

/** No items: nothing is rendered. */
export const ListEmpty: Story = {
  render: () => (
    <div data-testid="holder">
      <ChipList items={[]} label="Key features" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByTestId('holder')).toBeEmptyDOMElement();
  },
};

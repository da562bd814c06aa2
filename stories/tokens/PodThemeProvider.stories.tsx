import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../design-system/primitives/Button';
import { palette, PodThemeProvider, type AccentName } from '../../design-system/tokens';

function AccentSample({ label }: { label: string }) {
  const theme = useTheme();
  return (
    <div data-accent={theme.name} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button>{label}</Button>
      <Button variant="outline">Outline</Button>
    </div>
  );
}

/** Both accents side by side: the provider swaps only the accent, everything else is shared. */
function Demo({ accent }: { accent: AccentName }) {
  return (
    <PodThemeProvider accent={accent}>
      <AccentSample label={accent === 'cafe' ? 'Reserve Table' : 'Book Now'} />
    </PodThemeProvider>
  );
}

const meta = {
  title: 'Tokens/PodThemeProvider',
  component: Demo,
  args: { accent: 'sports' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** Sports pages: court green actions. */
export const Sports: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book Now' }).closest('[data-accent]')).toHaveAttribute(
      'data-accent',
      'sports',
    );
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Book Now' })).backgroundColor).toBe(
      rgb(palette.court[700]),
    );
  },
};

/** Café pages: warm ember actions from the same components. */
export const Cafe: Story = {
  args: { accent: 'cafe' },
  parameters: { accent: 'cafe' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Reserve Table' });
    await expect(button.closest('[data-accent]')).toHaveAttribute('data-accent', 'cafe');
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(palette.ember[700]));
    await expect(getComputedStyle(canvas.getByRole('button', { name: 'Outline' })).color).toBe(rgb(palette.ember[800]));
  },
};

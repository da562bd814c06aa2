import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

function RadiiAndShadows() {
  const t = useTheme();
  const tile = css({
    display: 'grid',
    placeItems: 'center',
    width: '7rem',
    height: '7rem',
    padding: t.space[2],
    background: t.color.surface.raised,
    border: `${t.borderWidths.thin} solid ${t.color.border.default}`,
    fontFamily: t.font.family.mono,
    fontSize: t.font.size.xs,
    color: t.color.text.primary,
    textAlign: 'center',
  });
  const row = css({ display: 'flex', flexWrap: 'wrap', gap: t.space[6], marginBottom: t.space[8] });
  const heading = css({ fontFamily: t.font.family.display, fontSize: t.font.size.lg, marginBottom: t.space[3] });
  return (
    <div>
      <h2 css={heading}>Radii</h2>
      <div css={row}>
        {Object.entries(t.radii).map(([name, value]) => (
          <div key={name} data-radius={name} data-expected={value} css={[tile, { borderRadius: value }]}>
            radii.{name}
            <br />
            {value}
          </div>
        ))}
      </div>
      <h2 css={heading}>Shadows</h2>
      <div css={[row, { background: t.color.surface.canvas, padding: t.space[6] }]}>
        {Object.entries(t.shadows).map(([name, value]) => (
          <div
            key={name}
            data-shadow={name}
            css={[tile, { boxShadow: value, borderColor: 'transparent', borderRadius: t.radii.lg }]}
          >
            shadows.{name}
          </div>
        ))}
      </div>
      <h2 css={heading}>Border widths</h2>
      <div css={row}>
        {Object.entries(t.borderWidths).map(([name, value]) => (
          <div key={name} data-border={name} css={[tile, { border: `${value} solid ${t.color.border.strong}` }]}>
            borderWidths.{name}
            <br />
            {value}
          </div>
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Tokens/Radii & Shadows',
  component: RadiiAndShadows,
} satisfies Meta<typeof RadiiAndShadows>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const radii = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-radius]'));
    await expect(radii.map((r) => r.dataset.radius)).toEqual(['none', 'sm', 'md', 'lg', 'xl', 'pill', 'round']);
    for (const tile of radii.filter((r) => r.dataset.expected?.endsWith('rem'))) {
      await expect(parseFloat(getComputedStyle(tile).borderTopLeftRadius)).toBe(
        parseFloat(tile.dataset.expected!) * 16,
      );
    }
    await expect(getComputedStyle(radii.find((r) => r.dataset.radius === 'round')!).borderTopLeftRadius).toBe('50%');
    const shadows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-shadow]'));
    await expect(shadows).toHaveLength(4);
    for (const tile of shadows) await expect(getComputedStyle(tile).boxShadow).not.toBe('none');
    const borders = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-border]')).map((b) =>
      parseFloat(getComputedStyle(b).borderTopWidth),
    );
    await expect(borders).toEqual([1, 2, 3]);
  },
};

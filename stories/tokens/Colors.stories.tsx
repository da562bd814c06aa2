import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  actions,
  actionStates,
  colorPairs,
  darkSurfaces,
  darkTexts,
  formatRatio,
  lightSurfaces,
  lightTexts,
  statuses,
} from '../docs/colorPairs';
import { contrastRatio } from '../primitives/support';

function ColorPairs() {
  const theme = useTheme();
  const pairs = colorPairs(theme);
  const groups = [...new Set(pairs.map((p) => p.group))];
  return (
    <div css={(t) => css({ display: 'grid', gap: t.space[8], fontFamily: t.font.family.body })}>
      {groups.map((group) => (
        <section key={group} aria-labelledby={`group-${group.replace(/\W+/g, '-')}`}>
          <h2
            id={`group-${group.replace(/\W+/g, '-')}`}
            css={(t) => css({ fontSize: t.font.size.lg, marginBottom: t.space[3], fontFamily: t.font.family.display })}
          >
            {group}
          </h2>
          <ul
            css={(t) =>
              css({
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
                gap: t.space[2],
                margin: 0,
                padding: 0,
                listStyle: 'none',
              })
            }
          >
            {pairs
              .filter((p) => p.group === group)
              .map((p) => (
                <li
                  key={`${p.text}/${p.surface}`}
                  data-pair=""
                  data-ratio={contrastRatio(p.fg, p.bg).toFixed(3)}
                  css={(t) =>
                    css({
                      display: 'grid',
                      gap: t.space[1],
                      padding: t.space[3],
                      borderRadius: t.radii.md,
                      border: `${t.borderWidths.thin} solid ${t.color.border.subtle}`,
                      background: p.bg,
                      color: p.fg,
                      fontSize: t.font.size.sm,
                    })
                  }
                >
                  <strong css={(t) => css({ fontSize: t.font.size.lg })}>
                    Aa {formatRatio(contrastRatio(p.fg, p.bg))}
                  </strong>
                  <span>{p.text}</span>
                  <span>on {p.surface}</span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Tokens/Colors',
  component: ColorPairs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ColorPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Recomputes every pair's ratio from the rendered colours and asserts AA (4.5:1) for each. */
const assertContrast = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const swatches = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-pair]'));
  await expect(swatches).toHaveLength(
    lightTexts.length * lightSurfaces.length +
      darkTexts.length * darkSurfaces.length +
      statuses.length +
      actions.length * actionStates.length,
  );
  for (const swatch of swatches) {
    const style = getComputedStyle(swatch);
    const ratio = contrastRatio(style.color, style.backgroundColor);
    const label = swatch.textContent ?? '';
    await expect({ pair: label, ratio: ratio >= 4.5 }).toEqual({ pair: label, ratio: true });
    await expect(ratio).toBeCloseTo(Number(swatch.dataset.ratio), 2);
  }
};

const accentTextColor = (canvasElement: HTMLElement) => {
  const swatch = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-pair]')).find((s) =>
    s.textContent?.endsWith('text.accenton surface.base'),
  );
  return swatch ? getComputedStyle(swatch).color : null;
};

/** The sports theme (court green accent). */
export const Sports: Story = {
  play: async (context) => {
    await assertContrast(context);
    await expect(accentTextColor(context.canvasElement)).toBe('rgb(10, 103, 72)');
  },
};

/** The café theme (warm ember accent). */
export const Cafe: Story = {
  parameters: { accent: 'cafe' },
  play: async (context) => {
    await assertContrast(context);
    await expect(accentTextColor(context.canvasElement)).toBe('rgb(147, 59, 16)');
  },
};

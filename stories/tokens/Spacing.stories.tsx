import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { space } from '../../design-system/tokens';

const toPx = (value: string) => (value.endsWith('rem') ? parseFloat(value) * 16 : parseFloat(value));

function SpacingScale() {
  const t = useTheme();
  const steps = (Object.keys(space) as (keyof typeof space)[])
    .map((key) => ({ key, value: t.space[key] }))
    .sort((a, b) => toPx(a.value) - toPx(b.value));
  return (
    <table css={{ borderCollapse: 'collapse', fontFamily: t.font.family.body, color: t.color.text.primary }}>
      <caption
        css={{
          textAlign: 'start',
          fontFamily: t.font.family.display,
          fontSize: t.font.size.lg,
          paddingBottom: t.space[3],
        }}
      >
        Spacing scale (4 px grid)
      </caption>
      <thead>
        <tr>
          <th scope="col" css={{ textAlign: 'start', padding: t.space[2] }}>
            Token
          </th>
          <th scope="col" css={{ textAlign: 'start', padding: t.space[2] }}>
            Value
          </th>
          <th scope="col" css={{ textAlign: 'start', padding: t.space[2] }}>
            Pixels
          </th>
          <th scope="col" css={{ textAlign: 'start', padding: t.space[2] }}>
            Sample
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map(({ key, value }) => (
          <tr key={key} css={{ borderTop: `${t.borderWidths.thin} solid ${t.color.border.subtle}` }}>
            <th
              scope="row"
              css={{
                textAlign: 'start',
                padding: t.space[2],
                fontFamily: t.font.family.mono,
                fontWeight: t.font.weight.regular,
              }}
            >
              space[{key}]
            </th>
            <td css={{ padding: t.space[2] }}>{value}</td>
            <td css={{ padding: t.space[2] }}>{toPx(value)}</td>
            <td css={{ padding: t.space[2] }}>
              <div
                data-space={key}
                data-expected={toPx(value)}
                css={css({
                  width: value,
                  height: t.space[4],
                  background: t.color.action.primary.bg,
                  borderRadius: t.radii.sm,
                })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Tokens/Spacing',
  component: SpacingScale,
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('table', { name: 'Spacing scale (4 px grid)' })).toBeVisible();
    const bars = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-space]'));
    await expect(bars).toHaveLength(Object.keys(space).length);
    const widths = bars.map((bar) => bar.getBoundingClientRect().width);
    await expect(widths).toEqual(bars.map((bar) => Number(bar.dataset.expected)));
    await expect(widths).toEqual([...widths].sort((a, b) => a - b));
    // Every step from 1 up sits on the 4 px grid (half steps on 2 px).
    for (const width of widths.filter((w) => w >= 4)) await expect(width % 2).toBe(0);
  },
};

import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const remToPx = (value: string) => parseFloat(value) * 16;

function TypeScale() {
  const t = useTheme();
  const families = Object.entries(t.font.family);
  const sizes = Object.entries(t.font.size);
  const weights = Object.entries(t.font.weight);
  const lineHeights = Object.entries(t.font.lineHeight);
  const label = css({ fontFamily: t.font.family.mono, fontSize: t.font.size.xs, color: t.color.text.secondary });
  const section = css({ display: 'grid', gap: t.space[3], marginBottom: t.space[8] });
  const heading = css({ fontFamily: t.font.family.display, fontSize: t.font.size.lg, margin: 0 });
  return (
    <div css={{ color: t.color.text.primary }}>
      <section css={section} aria-labelledby="families">
        <h2 id="families" css={heading}>
          Families
        </h2>
        {families.map(([name, value]) => (
          <div key={name} data-family={name}>
            <div css={label}>font.family.{name}</div>
            <p css={{ fontFamily: value, fontSize: t.font.size['2xl'], margin: 0 }}>
              {name === 'emoji' ? '🏸 🎾 🏓 ⚽ ☕ 🥤' : 'Book 7 Days Advance: ₹350 Only'}
            </p>
          </div>
        ))}
      </section>
      <section css={section} aria-labelledby="sizes">
        <h2 id="sizes" css={heading}>
          Sizes
        </h2>
        {sizes.map(([name, value]) => (
          <div key={name} css={{ display: 'flex', alignItems: 'baseline', gap: t.space[4] }}>
            <span css={[label, { width: '8rem', flex: 'none' }]}>
              font.size.{name} · {value}
            </span>
            <span
              data-size={name}
              data-expected={remToPx(value)}
              css={{ fontSize: value, lineHeight: t.font.lineHeight.tight }}
            >
              Play. Train. Refuel.
            </span>
          </div>
        ))}
      </section>
      <section css={section} aria-labelledby="weights">
        <h2 id="weights" css={heading}>
          Weights
        </h2>
        {weights.map(([name, value]) => (
          <p key={name} data-weight={value} css={{ fontWeight: value, fontSize: t.font.size.xl, margin: 0 }}>
            {name} · {value}
          </p>
        ))}
      </section>
      <section css={section} aria-labelledby="line-heights">
        <h2 id="line-heights" css={heading}>
          Line heights and letter spacing
        </h2>
        {lineHeights.map(([name, value]) => (
          <p key={name} css={{ lineHeight: value, maxWidth: '28rem', margin: 0 }}>
            <span css={label}>
              font.lineHeight.{name} · {value}
            </span>
            <br />
            Courts are open around the clock; the café serves breakfast from six and the last order is at midnight.
          </p>
        ))}
        {Object.entries(t.font.letterSpacing).map(([name, value]) => (
          <p
            key={name}
            css={{ letterSpacing: value, textTransform: name === 'caps' ? 'uppercase' : 'none', margin: 0 }}
          >
            font.letterSpacing.{name} · {value}
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Tokens/Typography',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = {
  play: async ({ canvasElement }) => {
    // Every size renders at its token value, in increasing order.
    const sizes = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-size]'));
    await expect(sizes).toHaveLength(10);
    for (const sample of sizes) {
      await expect(parseFloat(getComputedStyle(sample).fontSize)).toBe(Number(sample.dataset.expected));
    }
    const weights = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-weight]'));
    await expect(weights.map((w) => getComputedStyle(w).fontWeight)).toEqual(weights.map((w) => w.dataset.weight));
    // The self-hosted fonts (from @fontsource) are loaded and used.
    await document.fonts.ready;
    await expect(document.fonts.check(`16px 'Archivo Variable'`)).toBe(true);
    await expect(document.fonts.check(`16px 'Inter Variable'`)).toBe(true);
    const display = canvasElement.querySelector('[data-family="display"] p')!;
    await expect(getComputedStyle(display).fontFamily).toMatch(/^'?"?Archivo Variable/);
    // Emoji are set in a colour emoji font named by the emoji family (the sports' and partners' marks, café slides).
    const emoji = canvasElement.querySelector('[data-family="emoji"] p')!;
    await expect(getComputedStyle(emoji).fontFamily).toContain('Noto Color Emoji');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { palette } from '../../design-system/tokens';

/**
 * The document's base styles (design-system/tokens/globalCss.ts), which the build puts in the site's stylesheet for
 * the app and Storybook alike; these stories check what they set on the document.
 */
function Sample() {
  return (
    <div>
      <h1>Courts that never close</h1>
      <p>
        Body text in the body font. <a href="#booking">A link in the accent colour</a>.
      </p>
      <button type="button">Focusable</button>
    </div>
  );
}

const meta = {
  title: 'Tokens/GlobalStyles',
  component: Sample,
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

function rgb(hex: string) {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The canvas colour, body font and text colour come from the tokens; margins are reset. */
export const Document: Story = {
  play: async ({ canvas }) => {
    const body = getComputedStyle(document.body);
    await expect(body.backgroundColor).toBe(rgb(palette.neutral[50]));
    await expect(body.color).toBe(rgb(palette.neutral[900]));
    await expect(body.fontFamily).toContain('Inter Variable');
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).marginTop).toBe('0px');
    await expect(getComputedStyle(canvas.getByRole('link')).color).toBe(rgb(palette.court[700]));
  },
};

/** Keyboard focus shows a visible outline in the focus colour. */
export const VisibleFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Focusable' });
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineColor).toBe(rgb(palette.blue[700]));
    await expect(Number.parseFloat(style.outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** The motion variables exist on :root, and a reduced-motion rule sets every one to 0ms. */
export const MotionVariables: Story = {
  play: async () => {
    const root = getComputedStyle(document.documentElement);
    // 200ms, or 0 under reduced motion (the built stylesheet may write them as .2s and 0s).
    await expect(root.getPropertyValue('--pod-duration-base').trim()).toMatch(/^(200ms|\.2s|0m?s)$/);
    const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
    const reduced = rules.find(
      (rule) => rule instanceof CSSMediaRule && rule.conditionText.includes('prefers-reduced-motion: reduce'),
    ) as CSSMediaRule | undefined;
    await expect(reduced).toBeDefined();
    await expect(reduced!.cssText).toMatch(/--pod-duration-base: 0m?s/);
  },
};

import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { expect, waitFor } from 'storybook/test';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** Shows each breakpoint and media query, and which queries match the current viewport. */
function BreakpointTable() {
  const t = useTheme();
  const queries = Object.entries(t.media).map(([name, rule]) => ({ name, query: rule.replace(/^@media\s*/, '') }));
  const snapshot = useSyncExternalStore(
    subscribeToResize,
    () =>
      JSON.stringify({
        width: window.innerWidth,
        matches: Object.fromEntries(queries.map(({ name, query }) => [name, window.matchMedia(query).matches])),
      }),
    () => null,
  );
  const live = snapshot ? (JSON.parse(snapshot) as { width: number; matches: Record<string, boolean> }) : null;
  const width = live?.width ?? null;
  const matches = live?.matches ?? null;
  const cell = css({
    textAlign: 'start',
    overflowWrap: 'anywhere',
    padding: t.space[2],
    borderTop: `${t.borderWidths.thin} solid ${t.color.border.subtle}`,
  });
  return (
    <div css={{ display: 'grid', gap: t.space[6], color: t.color.text.primary }}>
      <p data-testid="width">Viewport width: {width ?? ''} px. At 768 px or less a screen is a phone.</p>
      <table css={{ borderCollapse: 'collapse' }}>
        <caption
          css={{
            textAlign: 'start',
            fontFamily: t.font.family.display,
            fontSize: t.font.size.lg,
            paddingBottom: t.space[3],
          }}
        >
          Breakpoints
        </caption>
        <tbody>
          {Object.entries(t.breakpoints).map(([name, px]) => (
            <tr key={name}>
              <th scope="row" css={[cell, { fontFamily: t.font.family.mono, fontWeight: t.font.weight.regular }]}>
                breakpoints.{name}
              </th>
              <td css={cell}>{px} px</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table css={{ borderCollapse: 'collapse' }}>
        <caption
          css={{
            textAlign: 'start',
            fontFamily: t.font.family.display,
            fontSize: t.font.size.lg,
            paddingBottom: t.space[3],
          }}
        >
          Media queries
        </caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              Token
            </th>
            <th scope="col" css={cell}>
              Query
            </th>
            <th scope="col" css={cell}>
              Matches now
            </th>
          </tr>
        </thead>
        <tbody>
          {queries.map(({ name, query }) => (
            <tr key={name} data-media={name} data-matches={matches ? String(matches[name]) : undefined}>
              <th scope="row" css={[cell, { fontFamily: t.font.family.mono, fontWeight: t.font.weight.regular }]}>
                media.{name}
              </th>
              <td css={[cell, { fontFamily: t.font.family.mono, overflowWrap: 'anywhere' }]}>{query}</td>
              <td css={cell}>{matches ? (matches[name] ? 'Yes' : 'No') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Tokens/Breakpoints',
  component: BreakpointTable,
} satisfies Meta<typeof BreakpointTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const matching = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-media][data-matches="true"]')).map(
    (r) => r.dataset.media,
  );

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('width')).toHaveTextContent('Viewport width: 1280 px'));
    const now = matching(canvasElement);
    await expect(now).toEqual(expect.arrayContaining(['aboveSm', 'abovePhone', 'aboveLg', 'aboveXl']));
    await expect(now).not.toContain('phone');
  },
};

/** 768 px is still a phone (the spec's threshold is inclusive). */
export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('width')).toHaveTextContent('Viewport width: 768 px'));
    const now = matching(canvasElement);
    await expect(now).toContain('phone');
    await expect(now).not.toContain('abovePhone');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('width')).toHaveTextContent('Viewport width: 360 px'));
    const now = matching(canvasElement);
    await expect(now).toContain('phone');
    await expect(now).not.toContain('aboveSm');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

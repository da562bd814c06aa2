import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { expect, waitFor } from 'storybook/test';
import { durations } from '../../design-system/tokens';
import { reducedMotionStyle } from '../primitives/support';

const durationKeys = Object.keys(durations) as (keyof typeof durations)[];

interface Live {
  reduced: boolean;
  current: Record<string, string>;
  underReducedMotion: Record<string, string>;
}

const reducedQuery = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** A string snapshot (stable between reads) of the live duration variables and their reduced-motion values. */
function readDurations() {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  const reducedRules = reducedMotionStyle(root);
  const live: Live = {
    reduced: window.matchMedia(reducedQuery).matches,
    current: Object.fromEntries(durationKeys.map((k) => [k, style.getPropertyValue(durations[k].name).trim()])),
    underReducedMotion: Object.fromEntries(
      durationKeys.map((k) => [k, (reducedRules[durations[k].name] ?? 'not collapsed').trim()]),
    ),
  };
  return JSON.stringify(live);
}

/** Reads the live values of the duration variables, and what they become under prefers-reduced-motion. */
function useLiveDurations() {
  const snapshot = useSyncExternalStore(subscribe, readDurations, () => null);
  return snapshot ? (JSON.parse(snapshot) as Live) : null;
}

function MotionTokens() {
  const t = useTheme();
  const live = useLiveDurations();
  const cell = css({
    textAlign: 'start',
    padding: t.space[2],
    borderTop: `${t.borderWidths.thin} solid ${t.color.border.subtle}`,
  });
  return (
    <div css={{ display: 'grid', gap: t.space[6], color: t.color.text.primary }}>
      <p data-testid="preference">This browser {live?.reduced ? 'prefers' : 'does not prefer'} reduced motion.</p>
      <table css={{ borderCollapse: 'collapse', fontFamily: t.font.family.body }}>
        <caption
          css={{
            textAlign: 'start',
            fontFamily: t.font.family.display,
            fontSize: t.font.size.lg,
            paddingBottom: t.space[3],
          }}
        >
          Durations
        </caption>
        <thead>
          <tr>
            <th scope="col" css={cell}>
              Token
            </th>
            <th scope="col" css={cell}>
              Value
            </th>
            <th scope="col" css={cell}>
              Now
            </th>
            <th scope="col" css={cell}>
              Under reduced motion
            </th>
            <th scope="col" css={cell}>
              Demo
            </th>
          </tr>
        </thead>
        <tbody>
          {durationKeys.map((key) => (
            <tr key={key} data-duration={key}>
              <th scope="row" css={[cell, { fontFamily: t.font.family.mono, fontWeight: t.font.weight.regular }]}>
                motion.duration.{key}
              </th>
              <td css={cell}>{durations[key].value}</td>
              <td css={cell} data-cell="current">
                {live?.current[key] ?? ''}
              </td>
              <td css={cell} data-cell="reduced">
                {live?.underReducedMotion[key] ?? ''}
              </td>
              <td css={cell}>
                <div
                  css={{
                    width: t.space[16],
                    height: t.space[4],
                    borderRadius: t.radii.pill,
                    background: t.color.action.primary.bg,
                    transition: `transform ${t.motion.duration[key]} ${t.motion.easing.standard}`,
                    'tr:hover &': { transform: `translateX(${t.space[12]})` },
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table css={{ borderCollapse: 'collapse', fontFamily: t.font.family.body }}>
        <caption
          css={{
            textAlign: 'start',
            fontFamily: t.font.family.display,
            fontSize: t.font.size.lg,
            paddingBottom: t.space[3],
          }}
        >
          Easings
        </caption>
        <tbody>
          {Object.entries(t.motion.easing).map(([name, value]) => (
            <tr key={name}>
              <th scope="row" css={[cell, { fontFamily: t.font.family.mono, fontWeight: t.font.weight.regular }]}>
                motion.easing.{name}
              </th>
              <td css={cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Tokens/Motion',
  component: MotionTokens,
} satisfies Meta<typeof MotionTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Durations live in CSS variables; under prefers-reduced-motion the global styles set every one to 0ms. */
export const Durations: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByTestId('preference')).toHaveTextContent(/prefer/));
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    for (const key of durationKeys) {
      const row = canvasElement.querySelector(`[data-duration="${key}"]`)!;
      await expect(row.querySelector('[data-cell="current"]')).toHaveTextContent(
        reduced ? '0ms' : durations[key].value,
      );
      await expect(row.querySelector('[data-cell="reduced"]')).toHaveTextContent('0ms');
    }
    // And animations in general are cut short under the preference.
    const anyElement = reducedMotionStyle(canvasElement);
    await expect(anyElement['animation-iteration-count']).toBe('1');
    await expect(parseFloat(anyElement['transition-duration'] ?? '1')).toBeLessThan(1);
  },
};

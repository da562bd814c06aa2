/**
 * The tables of the tokens' docs pages (stories/tokens/*.mdx), read from the token modules as they are: a value
 * changed in design-system/tokens changes these pages at the next build, and no value is written here.
 */
import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import type { CSSProperties } from 'react';
import { Heading } from '../../design-system/primitives/Heading';
import { Text, textSizes } from '../../design-system/primitives/Text';
import {
  borderWidths,
  breakpoints,
  cafeTheme,
  durations,
  easings,
  fontFamilies,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  palette,
  PodThemeProvider,
  radii,
  sizes,
  space,
  sportsTheme,
  zIndices,
} from '../../design-system/tokens';
import { globalCss } from '../../design-system/tokens/globalCss';
import { contrastRatio } from '../primitives/support';
import { colorPairs, formatRatio } from './colorPairs';
import { Table, TokenRow } from './Table';

/** A CSS length in px at the browser's default 16 px root size ("0.75rem" -> 12). */
const toPx = (value: string) => (value.endsWith('rem') ? parseFloat(value) * 16 : parseFloat(value) || 0);
const px = (value: string) => (value.endsWith('rem') ? ` (${toPx(value)} px)` : '');

const swatchStyle = (color: string): CSSProperties => ({
  display: 'inline-block',
  width: '1.5rem',
  height: '1.5rem',
  marginInlineEnd: '0.5rem',
  verticalAlign: 'middle',
  borderRadius: radii.sm,
  border: `${borderWidths.thin} solid ${palette.neutral[300]}`,
  background: color,
});

/* Colours */

/** Every colour of the raw palette (tier 1), family by family, with its step and hex. */
export function PaletteSwatches() {
  const entries: [string, string | Record<string, string>][] = Object.entries(palette);
  const single = entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const families = entries.filter((entry): entry is [string, Record<string, string>] => typeof entry[1] !== 'string');
  return (
    <ColorPalette>
      <ColorItem title="palette.white, palette.black" subtitle="Base" colors={Object.fromEntries(single)} />
      {families.map(([name, steps]) => (
        <ColorItem
          key={name}
          title={`palette.${name}`}
          subtitle={`${Object.keys(steps).length} steps`}
          colors={steps}
        />
      ))}
    </ColorPalette>
  );
}

/** The palette name of a hex value ("#121722" -> "neutral.900"), to show which raw colour a semantic token takes. */
const paletteName = (() => {
  const names = new Map<string, string>();
  for (const [family, value] of Object.entries(palette)) {
    if (typeof value === 'string') names.set(value.toUpperCase(), family);
    else
      for (const [step, hex] of Object.entries(value))
        if (!names.has(hex.toUpperCase())) names.set(hex.toUpperCase(), `${family}.${step}`);
  }
  return (value: string) => names.get(value.toUpperCase()) ?? null;
})();

/** Flattens a theme's colour group into dotted token names and values. */
function flatten(prefix: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => flatten(`${prefix}.${key}`, inner));
}

function ColorValue({ value }: { value: string }) {
  const name = paletteName(value);
  return (
    <>
      <span style={swatchStyle(value)} />
      <code>{value}</code>
      {name ? ` ${name}` : null}
    </>
  );
}

/**
 * The semantic colours (tier 2) of one group (`text`, `surface`, `border`, `action`, `status`) in both themes: the
 * sports accent (court green) and the café accent (warm ember) differ only where the accent is used.
 */
export function SemanticColors({ group }: { group: keyof typeof sportsTheme.color }) {
  const sports = flatten(`color.${group}`, sportsTheme.color[group]);
  const cafe = new Map(flatten(`color.${group}`, cafeTheme.color[group]));
  return (
    <Table head={['Token', 'Sports pages', 'Café pages']}>
      {sports.map(([token, value]) => (
        <TokenRow key={token} token={token}>
          <td>
            <ColorValue value={value} />
          </td>
          <td>{cafe.get(token) === value ? 'same' : <ColorValue value={cafe.get(token) ?? ''} />}</td>
        </TokenRow>
      ))}
    </Table>
  );
}

const rating = (ratio: number) => (ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? 'large text only' : 'fails');

/** Every text colour on every surface it is used on, with its WCAG contrast ratio in each theme. */
export function ContrastPairs() {
  const sports = colorPairs(sportsTheme);
  const cafe = colorPairs(cafeTheme);
  return (
    <Table head={['Sample', 'Text', 'On', 'Sports', 'Café']}>
      {sports.map((pair, index) => {
        const other = cafe[index]!;
        const ratios = [contrastRatio(pair.fg, pair.bg), contrastRatio(other.fg, other.bg)];
        return (
          <tr key={`${pair.text}/${pair.surface}`}>
            <td>
              <span
                style={{
                  display: 'inline-block',
                  padding: `${space[1]} ${space[2]}`,
                  borderRadius: radii.sm,
                  background: pair.bg,
                  color: pair.fg,
                  border: `${borderWidths.thin} solid ${palette.neutral[200]}`,
                }}
              >
                Book Now
              </span>
            </td>
            <td>
              <code>{pair.text}</code>
            </td>
            <td>
              <code>{pair.surface}</code>
            </td>
            {ratios.map((ratio, i) => (
              <td key={i}>
                {formatRatio(ratio)} {rating(ratio)}
              </td>
            ))}
          </tr>
        );
      })}
    </Table>
  );
}

/* Type */

const sampleLine = 'Book 7 Days Advance: ₹350 Only';

/** The font families, each with its whole stack (web font, metric-matched fallbacks, system fonts) and a sample. */
export function FontFamilies() {
  return (
    <Table head={['Token', 'Sample', 'Stack']}>
      {Object.entries(fontFamilies).map(([name, stack]) => (
        <TokenRow key={name} token={`font.family.${name}`}>
          <td style={{ fontFamily: stack, fontSize: fontSizes.xl }}>
            {name === 'emoji' ? '🏸 🎾 🏓 ⚽ ☕' : sampleLine}
          </td>
          <td>
            <code>{stack}</code>
          </td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** The size scale, each step with its rem and px value and a sample in the display and the body font. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Display (headings)', 'Body']}>
      {Object.entries(fontSizes).map(([name, value]) => (
        <TokenRow key={name} token={`font.size.${name}`}>
          <td>
            {value}
            {px(value)}
          </td>
          <td
            style={{
              fontFamily: fontFamilies.display,
              fontSize: value,
              fontWeight: fontWeights.black,
              lineHeight: lineHeights.tight,
            }}
          >
            Play
          </td>
          <td style={{ fontFamily: fontFamilies.body, fontSize: value, lineHeight: lineHeights.normal }}>Refuel</td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** Weights, line heights and letter spacings, each drawn. */
export function TypeDetails() {
  const body = { fontFamily: fontFamilies.body, fontSize: fontSizes.lg };
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(fontWeights).map(([name, value]) => (
        <TokenRow key={`weight-${name}`} token={`font.weight.${name}`}>
          <td>{value}</td>
          <td style={{ ...body, fontWeight: value }}>{sampleLine}</td>
        </TokenRow>
      ))}
      {Object.entries(lineHeights).map(([name, value]) => (
        <TokenRow key={`line-${name}`} token={`font.lineHeight.${name}`}>
          <td>{value}</td>
          <td style={{ ...body, fontSize: fontSizes.sm, lineHeight: value, maxWidth: sizes.narrow }}>
            Courts are open around the clock; the café serves breakfast from six and takes its last order at midnight.
          </td>
        </TokenRow>
      ))}
      {Object.entries(letterSpacings).map(([name, value]) => (
        <TokenRow key={`spacing-${name}`} token={`font.letterSpacing.${name}`}>
          <td>{value}</td>
          <td style={{ ...body, letterSpacing: value, textTransform: name === 'caps' ? 'uppercase' : 'none' }}>
            Open 24/7
          </td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** The Heading and Text primitives as pages use them: each heading level at its default size, each body size. */
export function TypeInUse() {
  return (
    <PodThemeProvider>
      <div style={{ display: 'grid', gap: space[4] }}>
        {([1, 2, 3, 4, 5, 6] as const).map((level) => (
          <Heading key={level} level={level}>
            Heading level {level}: Courts for every game
          </Heading>
        ))}
        {textSizes.map((size) => (
          <Text key={size} size={size}>
            Text size {size}: badminton, tennis, pickleball and futsal in Sholinganallur, open 24/7.
          </Text>
        ))}
      </div>
    </PodThemeProvider>
  );
}

/* Spacing and sizes */

/** The spacing scale on its 4 px grid, each step drawn as a bar of its length. */
export function SpacingScale() {
  const steps = Object.entries(space).sort((a, b) => toPx(a[1]) - toPx(b[1]));
  return (
    <Table head={['Token', 'Value', 'Length']}>
      {steps.map(([name, value]) => (
        <TokenRow key={name} token={`space[${name}]`}>
          <td>
            {value}
            {px(value)}
          </td>
          <td>
            <span
              style={{
                display: 'block',
                width: value,
                height: space[4],
                background: sportsTheme.color.action.primary.bg,
                borderRadius: radii.sm,
              }}
            />
          </td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** Fixed sizes (containers, touch target, controls, icons) and the width breakpoints. */
export function SizesAndBreakpoints() {
  const rows: [string, string][] = [
    ...flatten('sizes', sizes),
    ...Object.entries(breakpoints).map(([name, value]): [string, string] => [`breakpoints.${name}`, `${value}px`]),
  ];
  return (
    <Table head={['Token', 'Value']}>
      {rows.map(([token, value]) => (
        <TokenRow key={token} token={token}>
          <td>
            {value}
            {px(value)}
          </td>
        </TokenRow>
      ))}
    </Table>
  );
}

/* Radii, borders, shadows, layers */

const tile = (extra: CSSProperties): CSSProperties => ({
  width: space[16],
  height: space[12],
  background: palette.white,
  border: `${borderWidths.thin} solid ${palette.neutral[300]}`,
  ...extra,
});

/** The corner radii, each on a tile. */
export function RadiiScale() {
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(radii).map(([name, value]) => (
        <TokenRow key={name} token={`radii.${name}`}>
          <td>
            {value}
            {px(value)}
          </td>
          <td>
            <div style={tile({ borderRadius: value, background: sportsTheme.color.surface.accent })} />
          </td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** The shadows (elevation and the focus ring) and the border widths, each on a tile. */
export function ShadowsAndBorders() {
  return (
    <Table head={['Token', 'Value', 'Sample']}>
      {Object.entries(sportsTheme.shadows).map(([name, value]) => (
        <TokenRow key={`shadow-${name}`} token={`shadows.${name}`}>
          <td>
            <code>{value}</code>
          </td>
          <td>
            <div style={tile({ boxShadow: value, border: 'none', borderRadius: radii.md })} />
          </td>
        </TokenRow>
      ))}
      {Object.entries(borderWidths).map(([name, value]) => (
        <TokenRow key={`border-${name}`} token={`borderWidths.${name}`}>
          <td>{value}</td>
          <td>
            <div
              style={tile({ border: `${value} solid ${sportsTheme.color.border.strong}`, borderRadius: radii.md })}
            />
          </td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** The stacking layers, lowest first. */
export function Layers() {
  return (
    <Table head={['Token', 'z-index']}>
      {Object.entries(zIndices).map(([name, value]) => (
        <TokenRow key={name} token={`zIndices.${name}`}>
          <td>{value}</td>
        </TokenRow>
      ))}
    </Table>
  );
}

/* Motion */

/** The reduced-motion rule as the site's stylesheet has it (design-system/tokens/globalCss.ts). */
export const reducedMotionCss = (() => {
  const css = globalCss(sportsTheme);
  const start = css.indexOf(sportsTheme.media.reducedMotion);
  // The media block ends at the first closing brace at the start of a line after it.
  const end = css.indexOf('\n}', start);
  return start < 0 || end < 0 ? '' : css.slice(start, end + 2);
})();

/** What a duration variable becomes under the reduced-motion rule of the site's stylesheet. */
const reducedValue = (variable: string) =>
  new RegExp(`${variable}:\\s*([^;]+);`).exec(reducedMotionCss)?.[1] ?? 'unchanged';

/** The durations: the theme's token, the CSS variable it reads, its value, and its value under reduced motion. */
export function Durations() {
  return (
    <Table head={['Token', 'CSS variable', 'Value', 'With reduced motion', 'Demo (hover the row)']}>
      {Object.entries(durations).map(([name, { name: variable, value }]) => (
        <tr key={name} className="pod-motion-row">
          <td>
            <code>motion.duration.{name}</code>
          </td>
          <td>
            <code>{variable}</code>
          </td>
          <td>{value}</td>
          <td>{reducedValue(variable)}</td>
          <td>
            <span
              className="pod-motion-dot"
              style={{
                display: 'block',
                width: space[8],
                height: space[4],
                borderRadius: radii.pill,
                background: sportsTheme.color.action.primary.bg,
                transition: `transform ${sportsTheme.motion.duration[name as keyof typeof durations]} ${easings.standard}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** The easing curves and what each is for. */
export function Easings() {
  const purpose: Record<keyof typeof easings, string> = {
    standard:
      "A change that stays on the page: hover and press on buttons, cards and chips, a field's focus, an accordion opening, a tab changing.",
    enter: 'Something arriving: a dialog, the chat panel, the install prompt, a toast (starts fast, settles).',
    exit: 'Something leaving: a dialog closing, a toast dismissed (starts slow, leaves fast).',
  };
  return (
    <Table head={['Token', 'Curve', 'Use for']}>
      {(Object.keys(easings) as (keyof typeof easings)[]).map((name) => (
        <TokenRow key={name} token={`motion.easing.${name}`}>
          <td>
            <code>{easings[name]}</code>
          </td>
          <td>{purpose[name]}</td>
        </TokenRow>
      ))}
    </Table>
  );
}

/** The hover demo of the durations table: each dot moves with its own duration (none under reduced motion). */
export const motionDemoCss = `.pod-motion-row:hover .pod-motion-dot { transform: translateX(${space[12]}); }`;

/**
 * Helpers shared by the primitive and token stories. Not a story file.
 */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Waits until `dialog` is a phone's bottom sheet: the full width of the screen, resting on its bottom edge. */
export async function expectBottomSheet(dialog: HTMLElement) {
  await waitFor(() => {
    const rect = dialog.getBoundingClientRect();
    expect(Math.round(rect.width)).toBe(window.innerWidth);
    expect(Math.round(rect.bottom)).toBe(window.innerHeight);
  });
}

/**
 * The declarations that apply to `element` (or to its `pseudo` element, such as `::after`) under
 * `prefers-reduced-motion: reduce`, read from the page's stylesheets. The test browser does not emulate the
 * preference, so stories prove the rule exists and matches.
 */
export function reducedMotionStyle(element: Element, pseudo?: '::before' | '::after'): Record<string, string> {
  const declarations: Record<string, string> = {};
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (!(inner instanceof CSSStyleRule)) continue;
        const selector = pseudo
          ? inner.selectorText.endsWith(pseudo) && inner.selectorText.slice(0, -pseudo.length)
          : inner.selectorText;
        if (!selector || !matches(element, selector)) continue;
        for (const property of Array.from(inner.style)) {
          declarations[property] = inner.style.getPropertyValue(property);
        }
      }
    }
  }
  return declarations;
}

function matches(element: Element, selector: string) {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** An SVG as a data URI: deterministic images without network. */
export const svgDataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

const jersey = (background: string, shirt: string, trim: string) =>
  svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/>` +
      `<path d="M140 60 L92 84 L44 146 L92 182 L120 158 L120 344 L280 344 L280 158 L308 182 L356 146 L308 84 L260 60 Q200 104 140 60Z" fill="${shirt}"/>` +
      `<path d="M140 60 Q200 104 260 60 L248 56 Q200 90 152 56Z" fill="${trim}"/></svg>`,
  );

/** A green jersey, front view. */
export const jerseyFront = jersey('#E8FBF3', '#0A6748', '#D7F542');
/** The same jersey from the back (the hover image). */
export const jerseyBack = jersey('#EEF1F5', '#121722', '#D7F542');

/** A round club logo (shapes only, no text, so it renders the same everywhere). */
export const podLogo = svgDataUri(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><circle cx="50" cy="50" r="48" fill="#D7F542"/>' +
    '<circle cx="50" cy="50" r="30" fill="none" stroke="#121722" stroke-width="10"/><circle cx="50" cy="50" r="8" fill="#121722"/></svg>',
);

/** A path that is never served: the image fails deterministically. */
export const missingImage = '/storybook/missing.png';

/** The WCAG contrast ratio of two opaque colours, as `#RRGGBB` or computed `rgb(...)` strings. */
export function contrastRatio(foreground: string, background: string) {
  const [l1, l2] = [foreground, background].map(relativeLuminance).sort((a, b) => b - a) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

function relativeLuminance(color: string) {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  const channels = hex
    ? [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
    : color
        .match(/[\d.]+/g)
        ?.slice(0, 3)
        .map(Number);
  if (!channels || channels.length !== 3) throw new Error(`Not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * While a select's list is open, Radix hides the rest of the page with aria-hidden and traps focus in the list, so
 * the hidden trigger cannot be reached; axe cannot see the trap. Only for stories that end with the list open.
 */
export const openListA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

/**
 * With a select's list open, moves down it one key at a time through `path` (labels: the focused first option, then
 * each next one), chooses the last with Enter, and checks that `value` is reported, the list closes and the trigger
 * (named `name`) shows the label and has the focus again. One key at a time: Radix moves the focus in a timeout after
 * each key, and keys sent faster than a busy browser runs its timers would all start from the same option.
 */
export async function chooseWithKeyboard(
  canvas: { getByRole: (role: 'combobox', options: { name: string }) => HTMLElement },
  onValueChange: unknown,
  name: string,
  path: readonly string[],
  value: string,
) {
  const listbox = await screen.findByRole('listbox');
  for (const [index, label] of path.entries()) {
    if (index > 0) await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: label })).toHaveFocus());
  }
  await userEvent.keyboard('{Enter}');
  await expect(onValueChange).toHaveBeenCalledWith(value);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  const trigger = canvas.getByRole('combobox', { name });
  await expect(trigger).toHaveTextContent(path[path.length - 1]!);
  await waitFor(() => expect(trigger).toHaveFocus());
}

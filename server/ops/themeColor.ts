/**
 * The installed app's colour staff saved (Admin > Home Page Manager > Logo and branding): the served pages'
 * `<meta name="theme-color">` and the web manifest's `theme_color`. Read from the database once per content version
 * (every admin save bumps it, in every process), so a page costs no query for it; until the database is open, or when
 * the read fails, the built-in colour.
 */
import { defaultBranding } from '../../machines/api/siteContent.schema';
import type { DatabaseGate } from '../db/gate';
import { savedBranding } from '../services/siteContent';

/** A colour as the schema saves it (`#0A6748`): nothing else reaches an HTML attribute or the manifest. */
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The saved colour, or the built-in one. */
export type ThemeColorSource = () => Promise<string>;

/**
 * The colour for pages served now: kept per `version()` (null: not known yet, read on each call) and read again when
 * it changes.
 */
export function themeColorSource(gate: DatabaseGate, version: () => string | null): ThemeColorSource {
  let kept: { version: string; colour: Promise<string> } | null = null;
  return async () => {
    if (gate.state !== 'ready') return defaultBranding.themeColor;
    const current = version();
    if (current !== null && kept?.version === current) return kept.colour;
    const colour = savedBranding(gate.get().db).then(
      ({ themeColor }) => (HEX_COLOUR.test(themeColor) ? themeColor : defaultBranding.themeColor),
      () => {
        // A failed read is not kept: the next page asks again.
        if (kept?.colour === colour) kept = null;
        return defaultBranding.themeColor;
      },
    );
    if (current !== null) kept = { version: current, colour };
    return colour;
  };
}

/**
 * The System Settings form (/admin/settings): every setting as typed (text, with numbers as the owner types them) and
 * the notification switches, checked with the same schema the server enforces (machines/admin/settings.ts), turned
 * into the save request; and the field errors of a refusal the server names. Pure.
 */
import { messageKinds, type MessageKind } from '../messages/messages';
import { siteSettingsSchema, type SiteSettings, type SiteSettingsResponse } from './settings';

/** Every typed setting, by its path in the settings (`phones.sports`, `booking.refund.partialPercent`). */
export const settingsFields = [
  'name',
  'email',
  'address',
  'mapUrl',
  'phones.sports',
  'phones.cafe',
  'phones.academy',
  'phones.support',
  'hours.sports.opens',
  'hours.sports.closes',
  'hours.cafe.opens',
  'hours.cafe.closes',
  'social.instagram',
  'social.facebook',
  'social.youtube',
  'booking.daysAhead',
  'booking.holdMinutes',
  'booking.graceMinutes',
  'booking.refund.fullOverHours',
  'booking.refund.partialFromHours',
  'booking.refund.partialPercent',
  'booking.refund.latePercent',
] as const;
export type SettingsField = (typeof settingsFields)[number];

/** The settings that are whole numbers (typed as text, sent as numbers). */
export const numberSettingsFields: readonly SettingsField[] = settingsFields.filter((f) => f.startsWith('booking.'));

/** The form: what is typed, the switches, and the version it was loaded at (409 when it moved meanwhile). */
export interface SettingsDraft {
  values: Record<SettingsField, string>;
  notifications: Record<MessageKind, boolean>;
  version: number;
}

/** Field errors by setting (the first message of each). */
export type SettingsErrors = Partial<Record<SettingsField, string>>;

/** The save request the server takes: POST /api/admin/settings. */
export interface SettingsSaveRequest {
  settings: SiteSettings;
  version: number;
}

const valueAt = (settings: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings);

function withValue(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
}

/** The form before the settings have loaded. */
export const emptySettingsDraft: SettingsDraft = {
  values: Object.fromEntries(settingsFields.map((f) => [f, ''])) as Record<SettingsField, string>,
  notifications: Object.fromEntries(messageKinds.map((k) => [k, true])) as Record<MessageKind, boolean>,
  version: 0,
};

/** The form as the server's answer has the settings. */
export function settingsDraftOf({ settings, version }: SiteSettingsResponse): SettingsDraft {
  const values = Object.fromEntries(settingsFields.map((f) => [f, String(valueAt(settings, f) ?? '')]));
  return {
    values: values as Record<SettingsField, string>,
    notifications: Object.fromEntries(messageKinds.map((k) => [k, settings.notifications[k] !== false])) as Record<
      MessageKind,
      boolean
    >,
    version,
  };
}

/** A typed number as the schema checks it: blank or not a number is NaN (refused as "must be a number"). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** Checks the form with the shared schema: the save request, or the field errors (first message per field). */
export function validateSettings(
  draft: SettingsDraft,
): { ok: true; request: SettingsSaveRequest } | { ok: false; errors: SettingsErrors } {
  const candidate: Record<string, unknown> = { notifications: { ...draft.notifications } };
  for (const field of settingsFields) {
    const text = draft.values[field];
    withValue(candidate, field, numberSettingsFields.includes(field) ? numberOf(text) : text);
  }
  const parsed = siteSettingsSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, request: { settings: parsed.data, version: draft.version } };
  const errors: SettingsErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') as SettingsField;
    if ((settingsFields as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field error of the server's refusal ('settings.phones.sports: Enter ...'), or none. */
export function settingsErrorOf(message: string): SettingsErrors | undefined {
  const match = /^settings\.([\w.]+): (.+)$/.exec(message);
  if (!match || !(settingsFields as readonly string[]).includes(match[1]!)) return undefined;
  return { [match[1] as SettingsField]: match[2] };
}

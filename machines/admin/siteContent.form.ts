/**
 * The Café, Gallery, Partners and branding managers' list forms: per kind, which fields a record has, its picture
 * (if any), what a new record starts with, and the check with the same schema the server enforces
 * (machines/api/siteContent.schema.ts). What staff type is text per field and a flag per switch. Pure.
 */
import {
  siteContentSchemas,
  type AdminSiteRecord,
  type SiteContentInput,
  type SiteContentKind,
} from '../api/siteContent.schema';
import { cafeSlideBackgrounds } from '../cafe/cafe.view';
import { mediaFilterChips } from '../podboard/media';
import type { CentreErrors, CentreFieldSpec, CentreValues } from './centre.form';

export type SiteValues = CentreValues;
export type SiteErrors = CentreErrors;

/** A kind's form: its fields, its picture field and the values of a new record. */
export interface SiteFormSpec {
  fields: readonly CentreFieldSpec[];
  /** The field holding an uploaded picture, shown as the record's image upload. */
  image?: {
    field: string;
    label: string;
    hint?: string;
    /** The record may have none: staff can remove it (a café offer's picture). */
    optional?: boolean;
  };
  blank: SiteValues;
  /** The record's heading from what is typed; `fallback` while empty. */
  titleField: string;
  fallback: string;
}

const hiddenField: CentreFieldSpec = {
  name: 'hidden',
  label: 'Hidden from visitors',
  kind: 'switch',
  hint: 'Kept here, shown nowhere on the site.',
};

const categoryOptions = mediaFilterChips
  .filter((chip) => chip.id !== 'all')
  .map((chip) => ({ value: chip.id, label: chip.label }));

export const siteFormSpecs: Record<SiteContentKind, SiteFormSpec> = {
  'cafe-offers': {
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      {
        name: 'icon',
        label: 'Icon',
        kind: 'select',
        options: [
          { value: 'pizza', label: 'Pizza' },
          { value: 'coffee', label: 'Coffee' },
        ],
      },
      { name: 'days', label: 'Days', kind: 'text', hint: 'For example Every Friday.' },
      { name: 'hours', label: 'Hours', kind: 'text', hint: 'For example 6:00 PM-11:00 PM.' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      { ...hiddenField, label: 'Inactive (hidden from /cafe)' },
    ],
    image: {
      field: 'image',
      label: 'Picture',
      hint: 'Optional: shown above the offer on /cafe. JPEG, PNG or WebP up to 2 MB; stored without its metadata.',
      optional: true,
    },
    blank: { title: '', icon: 'pizza', days: '', hours: '', description: '', image: '', hidden: false },
    titleField: 'title',
    fallback: 'New offer',
  },
  'cafe-slides': {
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'emoji', label: 'Emoji', kind: 'text', hint: 'The slide\u2019s picture, for example ☕.' },
      {
        name: 'background',
        label: 'Background',
        kind: 'select',
        options: cafeSlideBackgrounds.map((b) => ({ value: b, label: b.charAt(0).toUpperCase() + b.slice(1) })),
      },
      { name: 'subtitle', label: 'Subtitle', kind: 'textarea', wide: true },
      hiddenField,
    ],
    blank: { title: '', emoji: '', background: 'ember', subtitle: '', hidden: false },
    titleField: 'title',
    fallback: 'New slide',
  },
  'cafe-links': {
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'url', label: 'Link', kind: 'text', hint: 'The full address, starting with https://.' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
    ],
    blank: { title: '', url: '', description: '' },
    titleField: 'title',
    fallback: 'Quick action',
  },
  gallery: {
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'category', label: 'Category', kind: 'select', options: categoryOptions },
      {
        name: 'type',
        label: 'Type',
        kind: 'select',
        options: [
          { value: 'image', label: 'Picture' },
          { value: 'video', label: 'Reel (poster and link)' },
        ],
      },
      {
        name: 'link',
        label: 'Reel link',
        kind: 'text',
        hint: 'For a reel: its address on the social profile (https://...).',
      },
      { name: 'alt', label: 'Description for screen readers', kind: 'textarea', wide: true },
      hiddenField,
    ],
    image: {
      field: 'src',
      label: 'Picture or reel poster',
      hint: 'JPEG, PNG or WebP up to 2 MB; stored without its metadata.',
    },
    blank: { title: '', category: 'sports', type: 'image', link: '', alt: '', src: '', hidden: false },
    titleField: 'title',
    fallback: 'New item',
  },
  partners: {
    fields: [
      { name: 'name', label: 'Name', kind: 'text' },
      { name: 'label', label: 'Label', kind: 'text', hint: 'For example Equipment Partner.' },
      { name: 'link', label: 'Link', kind: 'text', hint: 'Optional: the partner\u2019s site, starting with https://.' },
      { name: 'logoEmoji', label: 'Logo emoji', kind: 'text', hint: 'Shown when no logo image is uploaded.' },
      { name: 'description', label: 'Description', kind: 'textarea', wide: true },
      hiddenField,
    ],
    image: { field: 'logo', label: 'Logo', hint: 'JPEG, PNG or WebP up to 2 MB.' },
    blank: { name: '', label: '', link: '', logoEmoji: '', logo: '', description: '', hidden: false },
    titleField: 'name',
    fallback: 'New partner',
  },
  branding: {
    fields: [
      {
        name: 'themeColor',
        label: 'Theme colour of the installed app',
        kind: 'text',
        hint: 'A hex colour like #0A6748: the title bar of the app installed from the site.',
      },
    ],
    image: {
      field: 'logo',
      label: 'Logo',
      hint: 'PNG or WebP only (SVG and JPEG are refused); shown in the navigation bar, the footer and the admin.',
    },
    blank: { logo: '', themeColor: '' },
    titleField: '',
    fallback: 'Logo and branding',
  },
};

const isPath = (value: unknown): value is string => typeof value === 'string' && value.startsWith('/');

/** A saved record's values as the form shows them. */
export function siteValuesOf(kind: SiteContentKind, record: AdminSiteRecord): SiteValues {
  const values: SiteValues = {};
  for (const [key, value] of Object.entries(record.data))
    values[key] = typeof value === 'boolean' ? value : String(value ?? '');
  if (kind === 'partners') {
    values.logoEmoji = isPath(record.data.logo) ? '' : String(record.data.logo ?? '');
    values.logo = isPath(record.data.logo) ? record.data.logo : '';
  }
  if (!(['cafe-links', 'branding'] as SiteContentKind[]).includes(kind)) values.hidden = record.hidden;
  return values;
}

/** What is typed as the request body (the partner's logo: the uploaded picture, else the emoji). */
function rawOf(kind: SiteContentKind, values: SiteValues): Record<string, unknown> {
  const { hidden: _hidden, logoEmoji, ...rest } = values;
  if (kind === 'partners') return { ...rest, logo: values.logo || logoEmoji || '' };
  return rest;
}

/** Checks a record with the shared schema: the request to send, or the field errors (first message per field). */
export function validateSiteRecord<K extends SiteContentKind>(
  kind: K,
  values: SiteValues,
): { ok: true; input: SiteContentInput<K> & { hidden: boolean } } | { ok: false; errors: SiteErrors } {
  const parsed = siteContentSchemas[kind].safeParse(rawOf(kind, values));
  if (parsed.success)
    return { ok: true, input: { ...(parsed.data as SiteContentInput<K>), hidden: values.hidden === true } };
  const errors: SiteErrors = {};
  for (const issue of parsed.error.issues) {
    let field = String(issue.path[0] ?? '');
    if (kind === 'partners' && field === 'logo') field = 'logoEmoji';
    const text = issue.message.replace(/^[^:]+: /, '');
    errors[field] ??= text.charAt(0).toUpperCase() + text.slice(1);
  }
  return { ok: false, errors };
}

/** A record's heading in the list. */
export function siteRecordTitle(kind: SiteContentKind, values: SiteValues): string {
  const spec = siteFormSpecs[kind];
  const typed = spec.titleField ? values[spec.titleField] : undefined;
  return typeof typed === 'string' && typed.trim() ? typed.trim() : spec.fallback;
}

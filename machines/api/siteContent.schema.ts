/**
 * The site content staff keep in ordered lists, written once for every list (Admin > Café: offers, hero slides,
 * quick-action links; Admin > Gallery: the community board's media; Admin > Partners; Admin > Home Page Manager:
 * logo and branding). Each kind has its input schema, which the admin form validates with and the server enforces;
 * every record has an id, a position, a hidden flag and a version:
 * - `GET /api/site-content` (public): every kind's visible records in order, without versions;
 * - `GET /api/admin/site-content/<kind>`: the kind's records with `hidden` and `version`;
 * - `POST /api/admin/site-content/<kind>` (create), `/<kind>/<id>` (save), `/<kind>/<id>/move` (one place up or
 *   down) and `/<kind>/<id>/delete` (soft delete): each but create carries the version the form was loaded at.
 */
import { mediaCategories } from '../podboard/media';
import { cafeSlideBackgrounds } from '../cafe/cafe.view';
import { z } from '../shared/zod';
import { LOGO_PATH } from '../site/branding';
import { storedImageSchema } from './upload.schema';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: please fill this in.` })
    .check(
      z.trim(),
      z.minLength(1, { error: `${label}: please fill this in.` }),
      z.maxLength(max, { error: `${label}: at most ${max} characters.` }),
    );

/** An https address on another site (a partner's site, a reel, a food-ordering page). */
const httpsLink = (label: string) =>
  z.string({ error: `${label}: please fill this in.` }).check(
    z.trim(),
    z.minLength(1, { error: `${label}: please fill this in.` }),
    z.maxLength(300, { error: `${label}: at most 300 characters.` }),
    z.refine((value) => /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value), {
      error: `${label}: enter a full address starting with https://, e.g. https://instagram.com/pod.`,
    }),
  );

const optionalHttpsLink = (label: string) =>
  z.union([z.literal(''), httpsLink(label)], { error: `${label}: enter an address starting with https://.` });

// ---- the kinds ----

export const offerIcons = ['pizza', 'coffee'] as const;

/** A café offer (spec §3): title, days, hours, description; the card's icon and an optional picture. */
export const cafeOfferInputSchema = z.object({
  title: text('Title', 60),
  days: text('Days', 40),
  hours: text('Hours', 40),
  description: text('Description', 300),
  icon: z.enum(offerIcons, { error: 'Icon: choose pizza or coffee.' }),
  // Offers saved before pictures existed have none: absent and '' both mean the card shows its icon only.
  image: z.optional(
    z.union([z.literal(''), storedImageSchema], { error: 'Picture: upload a JPEG, PNG or WebP image, or leave none.' }),
  ),
});

/** A café hero slide (spec §3): title, subtitle, an emoji and a background. */
export const cafeSlideInputSchema = z.object({
  title: text('Title', 60),
  subtitle: text('Subtitle', 200),
  emoji: text('Emoji', 8),
  background: z.enum(cafeSlideBackgrounds, { error: 'Background: choose ember, espresso or night.' }),
});

/** The café's quick-action links staff may change; the record's id names the card. */
export const cafeLinkIds = ['reviews', 'swiggy', 'zomato', 'follow'] as const;
export type CafeLinkId = (typeof cafeLinkIds)[number];
export const cafeLinkInputSchema = z.object({
  title: text('Title', 40),
  description: text('Description', 160),
  url: httpsLink('Link'),
});

/** A community-board item: a picture, or a reel (its poster and its address on the social profile). */
export const galleryInputSchema = z
  .object({
    type: z.enum(['image', 'video'], { error: 'Type: choose picture or reel.' }),
    src: storedImageSchema,
    title: text('Title', 80),
    alt: text('Description for screen readers', 200),
    category: z.enum(mediaCategories, { error: 'Category: choose sports, café, events or reels.' }),
    link: optionalHttpsLink('Reel link'),
  })
  .check(
    z.refine((item) => item.type === 'image' || item.link !== '', {
      error: 'Reel link: a reel needs its address on the social profile.',
      path: ['link'],
    }),
  );

/** A partner (spec §3): name, logo (an upload, an emoji, or none: '' once staff removed it), label, description, link. */
export const partnerInputSchema = z.object({
  name: text('Name', 60),
  logo: z.union([z.literal(''), storedImageSchema, text('Logo', 8)], {
    error: 'Logo: upload an image, type an emoji, or leave none.',
  }),
  label: text('Label', 40),
  description: text('Description', 300),
  link: optionalHttpsLink('Link'),
});

/** The logo must be PNG or WebP (machines/site/branding.ts: an SVG can carry script, so it is refused, not cleaned). */
const logoMessage = 'Logo: upload a PNG or WebP image (SVG and JPEG are not accepted for the logo).';

/** The site's branding (one record): the logo (none: the built-in POD mark) and the installed app's colour. */
export const brandingInputSchema = z.object({
  logo: z.string({ error: logoMessage }).check(z.refine((value) => value === '' || LOGO_PATH.test(value), logoMessage)),
  themeColor: z
    .string({ error: 'Theme colour: please fill this in.' })
    .check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, { error: 'Theme colour: a hex colour like #0A6748.' })),
});

export const siteContentSchemas = {
  'cafe-offers': cafeOfferInputSchema,
  'cafe-slides': cafeSlideInputSchema,
  'cafe-links': cafeLinkInputSchema,
  gallery: galleryInputSchema,
  partners: partnerInputSchema,
  branding: brandingInputSchema,
} as const;

export const siteContentKinds = Object.keys(siteContentSchemas) as SiteContentKind[];
export type SiteContentKind = keyof typeof siteContentSchemas;
export type SiteContentInput<K extends SiteContentKind> = z.output<(typeof siteContentSchemas)[K]>;

/** Kinds with fixed records: staff edit them, never add, move or delete one. */
export const fixedKinds: readonly SiteContentKind[] = ['cafe-links', 'branding'];

export const isSiteContentKind = (value: unknown): value is SiteContentKind =>
  typeof value === 'string' && value in siteContentSchemas;

/** A record's id in a path: letters, digits and hyphens. */
export const siteContentIdSchema = z.string().check(z.regex(/^[a-z0-9-]{1,80}$/));

const versionSchema = z
  .number({ error: 'Expected the version the form was loaded with.' })
  .check(z.int(), z.minimum(0));

/** The save body of a record: its fields, whether it is hidden, the version it was loaded at. */
export const saveEnvelopeSchema = z.object({
  hidden: z.boolean({ error: 'Hidden: expected yes or no.' }),
  version: versionSchema,
});

export const createEnvelopeSchema = z.object({ hidden: z.boolean({ error: 'Hidden: expected yes or no.' }) });

export const moveSchema = z.object(
  { direction: z.enum(['up', 'down'], { error: 'Move: up or down.' }), version: versionSchema },
  { error: 'Expected { direction, version }.' },
);
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

export const deleteSchema = z.object({ version: versionSchema }, { error: 'Expected { version }.' });
export const deletedSchema = z.object({ deleted: z.literal(true) });

/** One record as the admin reads it. */
export const adminSiteRecordSchema = z.object({
  id: siteContentIdSchema,
  hidden: z.boolean(),
  version: versionSchema,
  data: z.record(z.string(), z.unknown()),
});
export type AdminSiteRecord = z.infer<typeof adminSiteRecordSchema>;

export const adminSiteContentSchema = z.object({ records: z.array(adminSiteRecordSchema) });

// ---- what visitors see ----

const publicRecord = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, { id: siteContentIdSchema });

export const publicCafeOfferSchema = publicRecord(cafeOfferInputSchema);
export type PublicCafeOffer = z.infer<typeof publicCafeOfferSchema>;
export const publicCafeSlideSchema = publicRecord(cafeSlideInputSchema);
export type PublicCafeSlide = z.infer<typeof publicCafeSlideSchema>;
export const publicCafeLinkSchema = publicRecord(cafeLinkInputSchema);
export type PublicCafeLink = z.infer<typeof publicCafeLinkSchema>;
export const publicGallerySchema = z.extend(z.object({ ...galleryInputSchema.def.shape }), { id: siteContentIdSchema });
export type PublicGalleryItem = z.infer<typeof publicGallerySchema>;
export const publicPartnerSchema = publicRecord(partnerInputSchema);
export type PublicPartner = z.infer<typeof publicPartnerSchema>;
export type Branding = SiteContentInput<'branding'>;

/** GET /api/site-content */
export const siteContentResponseSchema = z.object({
  cafeOffers: z.array(publicCafeOfferSchema),
  cafeSlides: z.array(publicCafeSlideSchema),
  cafeLinks: z.array(publicCafeLinkSchema),
  gallery: z.array(publicGallerySchema),
  partners: z.array(publicPartnerSchema),
  branding: brandingInputSchema,
});
export type SiteContentResponse = z.infer<typeof siteContentResponseSchema>;

/** The built-in branding: the POD mark and the colour of the installed app's title bar. */
export const defaultBranding: Branding = { logo: '', themeColor: '#0A6748' };

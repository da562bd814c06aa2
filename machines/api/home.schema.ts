/**
 * The home page's two banners (spec §2 Home Page Manager, §3 homepage banner settings), written once:
 * `GET /api/home` (public: the two cards on `/`), `GET /api/admin/home` and `POST /api/admin/home` (Save Homepage
 * Changes, with each banner's version). The admin form validates with the same {@link homeBannerInputSchema} the
 * server enforces.
 */
import { z } from '../shared/zod';
import { MEDIA_PATH } from './upload.schema';

/** Left = the sports arena card, right = the café card. */
export const homeBannerSides = ['left', 'right'] as const;
export type HomeBannerSide = (typeof homeBannerSides)[number];
export const homeBannerSideSchema = z.enum(homeBannerSides, { error: 'A banner is either left or right.' });

export const HOME_TITLE_MAX = 60;
export const HOME_SUBTITLE_MAX = 200;
export const HOME_BUTTON_TEXT_MAX = 30;
export const HOME_LINK_MAX = 300;

export const homeMessages = {
  titleRequired: 'Please enter a title.',
  titleTooLong: `The title must be at most ${HOME_TITLE_MAX} characters.`,
  subtitleTooLong: `The subtitle must be at most ${HOME_SUBTITLE_MAX} characters.`,
  buttonTextRequired: 'Please enter the button text.',
  buttonTextTooLong: `The button text must be at most ${HOME_BUTTON_TEXT_MAX} characters.`,
  linkRequired: 'Please enter where the button goes, e.g. /sports.',
  linkTooLong: `The link must be at most ${HOME_LINK_MAX} characters.`,
  linkSpaces: 'A link cannot contain spaces or backslashes.',
  linkProtocolRelative: 'A link cannot start with //. Use a path on this site (/sports) or a full https:// address.',
  linkInsecure: 'Only secure links are allowed: use https:// instead of http://.',
  linkBadUrl: 'This https:// address is not complete. Check it, e.g. https://example.com/page.',
  linkScheme: 'Use a path on this site (starting with /, e.g. /cafe) or an https:// address.',
  image: 'Please upload an image, or remove it to show the default illustration.',
} as const;

/** The message for a button link, or null when it is a path on this site or an https address. Pure. */
export function buttonLinkProblem(link: string): string | null {
  if (/[\s\\]/.test(link)) return homeMessages.linkSpaces;
  if (link.startsWith('//')) return homeMessages.linkProtocolRelative;
  if (link.startsWith('/')) return null;
  if (/^http:/i.test(link)) return homeMessages.linkInsecure;
  if (/^https:/i.test(link)) {
    if (!/^https:\/\//i.test(link) || !URL.canParse(link)) return homeMessages.linkBadUrl;
    const url = new URL(link);
    return url.hostname.includes('.') && !url.username && !url.password ? null : homeMessages.linkBadUrl;
  }
  return homeMessages.linkScheme;
}

/** One banner as staff enter it. */
export const homeBannerInputSchema = z.object({
  title: z
    .string({ error: homeMessages.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: homeMessages.titleRequired }),
      z.maxLength(HOME_TITLE_MAX, { error: homeMessages.titleTooLong }),
    ),
  subtitle: z
    .string({ error: homeMessages.subtitleTooLong })
    .check(z.trim(), z.maxLength(HOME_SUBTITLE_MAX, { error: homeMessages.subtitleTooLong })),
  buttonText: z
    .string({ error: homeMessages.buttonTextRequired })
    .check(
      z.trim(),
      z.minLength(1, { error: homeMessages.buttonTextRequired }),
      z.maxLength(HOME_BUTTON_TEXT_MAX, { error: homeMessages.buttonTextTooLong }),
    ),
  buttonLink: z.string({ error: homeMessages.linkRequired }).check(
    z.trim(),
    z.minLength(1, { error: homeMessages.linkRequired }),
    z.maxLength(HOME_LINK_MAX, { error: homeMessages.linkTooLong }),
    z.superRefine((link, ctx) => {
      const problem = buttonLinkProblem(link);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  /** An uploaded image (`/media/<id>.<ext>`), or null for the default illustration. */
  image: z.nullable(z.string({ error: homeMessages.image }).check(z.regex(MEDIA_PATH, { error: homeMessages.image }))),
});
export type HomeBannerInput = z.infer<typeof homeBannerInputSchema>;
export type HomeBannerField = Exclude<keyof HomeBannerInput, 'image'>;
export const homeBannerFields = [
  'title',
  'subtitle',
  'buttonText',
  'buttonLink',
] as const satisfies readonly HomeBannerField[];

export const homeBannerSchema = z.extend(homeBannerInputSchema, { side: homeBannerSideSchema });
export type HomeBanner = z.infer<typeof homeBannerSchema>;

/** GET /api/home: both banners, left first. */
export const homeResponseSchema = z.object({ banners: z.array(homeBannerSchema) });
export type HomeResponse = z.infer<typeof homeResponseSchema>;

/** A banner of the admin form: with its version (bumped on every save) for the concurrent-edit check. */
export const adminHomeBannerSchema = z.extend(homeBannerSchema, { version: z.number().check(z.int(), z.minimum(0)) });
export type AdminHomeBanner = z.infer<typeof adminHomeBannerSchema>;
/** GET /api/admin/home and the answer of POST. */
export const adminHomeResponseSchema = z.object({ banners: z.array(adminHomeBannerSchema) });
export type AdminHomeResponse = z.infer<typeof adminHomeResponseSchema>;

/** POST /api/admin/home: one or both banners, each with the version the form was loaded with. */
export const adminHomeRequestSchema = z
  .object(
    {
      banners: z
        .array(adminHomeBannerSchema, { error: 'Expected a list of banners.' })
        .check(z.minLength(1, { error: 'Send at least one banner.' }), z.maxLength(2)),
    },
    { error: 'Expected { banners }.' },
  )
  .check(
    z.refine((body) => new Set(body.banners.map((b) => b.side)).size === body.banners.length, {
      error: 'Each banner may appear once.',
      path: ['banners'],
    }),
  );
export type AdminHomeRequest = z.infer<typeof adminHomeRequestSchema>;

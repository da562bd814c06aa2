/**
 * The admin Home Page Manager form: each banner's text as typed and its image, checked with the same schema the
 * server enforces (machines/api/home.schema.ts), turned into the save request. Pure.
 */
import {
  homeBannerFields,
  homeBannerInputSchema,
  type AdminHomeRequest,
  type AdminHomeResponse,
  type HomeBannerField,
  type HomeBannerSide,
} from '../api/home.schema';

/** One banner as typed: its four texts, its image (an upload's path, or null for the default illustration), its version. */
export interface HomeBannerDraft {
  side: HomeBannerSide;
  values: Record<HomeBannerField, string>;
  image: string | null;
  version: number;
}

/** Field errors by `${side}.${field}`. */
export type HomeBannerErrors = Partial<Record<`${HomeBannerSide}.${HomeBannerField | 'image'}`, string>>;

export const homeBannerFieldLabels: Record<HomeBannerField, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  buttonText: 'Button text',
  buttonLink: 'Button link',
};

/** The form's banners from the server's answer. */
export function homeDraftOf(response: AdminHomeResponse): HomeBannerDraft[] {
  return response.banners.map((b) => ({
    side: b.side,
    version: b.version,
    image: b.image,
    values: { title: b.title, subtitle: b.subtitle, buttonText: b.buttonText, buttonLink: b.buttonLink },
  }));
}

/** Checks every banner with the shared schema: the save request, or the field errors (first message per field). */
export function validateHome(
  banners: readonly HomeBannerDraft[],
): { ok: true; request: AdminHomeRequest } | { ok: false; errors: HomeBannerErrors } {
  const errors: HomeBannerErrors = {};
  const request: AdminHomeRequest = { banners: [] };
  for (const banner of banners) {
    const parsed = homeBannerInputSchema.safeParse({ ...banner.values, image: banner.image });
    if (parsed.success) {
      request.banners.push({ side: banner.side, version: banner.version, ...parsed.data });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as HomeBannerField | 'image';
      errors[`${banner.side}.${field}`] ??= issue.message;
    }
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, request };
}

export { homeBannerFields };

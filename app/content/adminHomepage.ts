/** Copy of Admin > Home Page Manager (spec §2, §8 toasts). */
import type { HomeBannerSide } from '../../machines/api/home.schema';
import { HOME_BUTTON_TEXT_MAX, HOME_SUBTITLE_MAX, HOME_TITLE_MAX } from '../../machines/api/home.schema';

export const homepageMeta = {
  title: 'Home Page Manager · POD Admin',
  description: "The home page's sports arena and café banners.",
} as const;

/** Each banner's legend and image label. */
export const homeBannerCopy: Record<HomeBannerSide, { heading: string; imageLabel: string }> = {
  left: { heading: 'Left banner: Sports arena', imageLabel: 'Sports arena banner image' },
  right: { heading: 'Right banner: Café', imageLabel: 'Café banner image' },
};

export const homepageNote =
  'The two cards at the top of the home page. Each card links to where its button points; an uploaded image replaces the card’s default illustration.';

export const homeFieldHints = {
  title: `Up to ${HOME_TITLE_MAX} characters.`,
  subtitle: `Optional, up to ${HOME_SUBTITLE_MAX} characters.`,
  buttonText: `Up to ${HOME_BUTTON_TEXT_MAX} characters.`,
  buttonLink: 'A page on this site (e.g. /sports) or an https:// address, which opens in a new tab.',
} as const;

export const homeImageHint = 'JPEG, PNG or WebP, up to 2 MB. Without an image the card shows its default illustration.';
export const homeImageEmptyLabel = 'Default illustration';
export const homeSavedText = 'Saved. Visitors see these banners on the home page now.';

export const homepageToasts = {
  homepageUpdated: { title: 'Homepage Updated', description: 'Visitors see the new banners on the home page now.' },
  imageUploaded: {
    title: 'Image Upload',
    description: 'Image uploaded. Save Homepage Changes to show it on the home page.',
  },
};

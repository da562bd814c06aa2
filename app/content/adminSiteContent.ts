/** Copy of Admin > Café Manager, Gallery Manager, Partners & Affiliates and the branding (spec §2, §8 toasts). */
import type { SiteContentKind } from '../../machines/api/siteContent.schema';
import type { ImageRemovalCopy, RecordListCopy } from '../pages/admin/recordLists';

/** Per list: its words and the noun its toasts use. */
export const siteListCopy: Record<SiteContentKind, RecordListCopy & { noun: string }> = {
  'cafe-offers': {
    label: 'Offers',
    note: 'The offer cards on /cafe, in this order. An inactive offer stays here and is hidden from visitors.',
    addLabel: 'Add New Offer',
    saveLabel: 'Save Offer',
    loadingLabel: 'Loading offers',
    emptyText: 'No offers yet. Add New Offer to show one on /cafe.',
    noun: 'Offer',
  },
  'cafe-slides': {
    label: 'Hero slides',
    note: 'The slides of the carousel at the top of /cafe, in this order. The opening hours are in System Settings.',
    addLabel: 'Add New Slide',
    saveLabel: 'Save Slide',
    loadingLabel: 'Loading slides',
    emptyText: 'No slides yet. Add New Slide: /cafe shows its built-in slides until one is saved.',
    noun: 'Slide',
  },
  'cafe-links': {
    label: 'Quick actions',
    note: 'The quick-action cards on /cafe that open other sites: reviews, the two food-ordering services and the social profile. Directions and Call & Reserve follow the site settings.',
    addLabel: 'Add New Quick Action',
    saveLabel: 'Save Quick Action',
    loadingLabel: 'Loading quick actions',
    emptyText: 'No quick actions.',
    noun: 'Quick Action',
  },
  gallery: {
    label: 'Gallery',
    note: 'The community board on /podboard: its grid, filters and lightbox show these in this order. A reel is its poster here and plays on the social profile.',
    addLabel: 'Add New Item',
    saveLabel: 'Save Item',
    loadingLabel: 'Loading the gallery',
    emptyText: 'No pictures or reels yet. Add New Item to show one on /podboard.',
    noun: 'Gallery Item',
  },
  partners: {
    label: 'Partners',
    note: 'The Our Partners section of /sports, in this order.',
    addLabel: 'Add New Partner',
    saveLabel: 'Save Partner',
    loadingLabel: 'Loading partners',
    emptyText: 'No partners yet. Add New Partner to show one on /sports.',
    noun: 'Partner',
  },
  branding: {
    label: 'Logo and branding',
    note: 'The logo in the navigation bar, the footer and the admin, and the colour of the installed app. With no logo uploaded the site shows the POD mark.',
    addLabel: 'Add',
    saveLabel: 'Save Branding',
    loadingLabel: 'Loading the branding',
    emptyText: 'No branding saved.',
    noun: 'Branding',
  },
};

export const siteContentToasts = {
  added: (kind: SiteContentKind) => ({
    title: `${siteListCopy[kind].noun} Added`,
    description: 'Visitors see it now.',
  }),
  updated: (kind: SiteContentKind) => ({
    title: `${siteListCopy[kind].noun} Updated`,
    description: 'Visitors see the change now.',
  }),
  deleted: (kind: SiteContentKind) => ({
    title: `${siteListCopy[kind].noun} Deleted`,
    description: 'Visitors no longer see it.',
  }),
  moved: (kind: SiteContentKind) => ({
    title: `${siteListCopy[kind].noun} Moved`,
    description: 'Visitors see the new order now.',
  }),
  imageUploaded: (kind: SiteContentKind) => ({
    title: 'Image Upload',
    description: `Image uploaded. ${siteListCopy[kind].saveLabel} to show it on the site.`,
  }),
  imageFailed: (message: string) => ({
    title: 'Image not uploaded',
    description: message,
    variant: 'destructive' as const,
  }),
};

/**
 * Remove on a saved logo (issue 47): asked first, then saved at once. The branding goes back to the built-in POD
 * logo; a partner is shown without one.
 */
export const siteImageRemoval: Partial<Record<SiteContentKind, ImageRemovalCopy>> = {
  branding: {
    title: () => 'Remove the uploaded logo?',
    description:
      'The navigation bar, the footer and the admin show the built-in POD logo again as soon as it is removed. Upload a new one at any time.',
    confirmLabel: 'Remove logo',
    removed: { title: 'Logo Removed', description: 'Visitors see the built-in POD logo again.' },
  },
  partners: {
    title: (name) => `Remove the logo of ${name}?`,
    description:
      'Its card in Our Partners on /sports shows no logo as soon as it is removed. Upload another or type a logo emoji at any time.',
    confirmLabel: 'Remove logo',
    removed: { title: 'Logo Removed', description: 'Visitors see the partner without a logo now.' },
  },
};

/** The pages' titles and their <title> and description. */
export const siteManagerMeta = {
  cafe: {
    heading: 'Café Manager',
    title: 'Café Manager · POD Admin',
    description: 'The café page\u2019s offers, hero slides and quick-action links.',
  },
  gallery: {
    heading: 'Gallery Manager',
    title: 'Gallery Manager · POD Admin',
    description: 'The community board\u2019s pictures and reels, their categories and order.',
  },
  partners: {
    heading: 'Partners & Affiliates',
    title: 'Partners & Affiliates · POD Admin',
    description: 'The partners shown on the sports page.',
  },
} as const;

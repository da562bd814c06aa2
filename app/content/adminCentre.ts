/** Copy of Admin > Sports Centre's Coaches, Programs and Testimonials tabs (spec §2 Admin screens, §8 toasts). */
import type { CentreKind } from '../../machines/api/centre.schema';
import type { RecordListCopy } from '../pages/admin/recordLists';

/** Per list: the line above it, its buttons and its empty and loading texts. */
export const centreListCopy: Record<CentreKind, RecordListCopy & { noun: string }> = {
  coaches: {
    label: 'Coaches',
    note: 'The coaches on /about and in each sport\u2019s section of /coaching (a coach is listed under the programme of their sport). The About page shows four.',
    addLabel: 'Add New Coach',
    saveLabel: 'Save Coach',
    loadingLabel: 'Loading coaches',
    emptyText: 'No coaches yet. Add New Coach to introduce one.',
    noun: 'Coach',
  },
  plans: {
    label: 'Programs',
    note: 'The plan cards of /coaching, grouped by sport; each card\u2019s Join Now opens a chat naming the plan and its price.',
    addLabel: 'Add New Plan',
    saveLabel: 'Save Plan',
    loadingLabel: 'Loading programs',
    emptyText: 'No coaching plans yet. Add New Plan to offer one.',
    noun: 'Program',
  },
  testimonials: {
    label: 'Testimonials',
    note: 'The reviews on /sports and the community feedback on /podboard, in this order.',
    addLabel: 'Add New Testimonial',
    saveLabel: 'Save Testimonial',
    loadingLabel: 'Loading testimonials',
    emptyText: 'No testimonials yet. Add New Testimonial to show one.',
    noun: 'Testimonial',
  },
};

export const coachPhotoLabel = 'Photo';

/** Toasts after a successful save, add, delete or upload (Coach Updated and Image Upload are spec §8's). */
export const centreToasts = {
  updated: (kind: CentreKind) => ({
    title: `${centreListCopy[kind].noun} Updated`,
    description: 'Visitors see the change now.',
  }),
  added: (kind: CentreKind) => ({ title: `${centreListCopy[kind].noun} Added`, description: 'Visitors see it now.' }),
  deleted: (kind: CentreKind) => ({
    title: `${centreListCopy[kind].noun} Deleted`,
    description: 'Visitors no longer see it.',
  }),
  imageUploaded: { title: 'Image Upload', description: 'Photo uploaded. Save Coach to show it on the site.' },
  imageFailed: (message: string) => ({
    title: 'Image not uploaded',
    description: message,
    variant: 'destructive' as const,
  }),
};

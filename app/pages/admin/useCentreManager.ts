import type { AdminRecordListProps } from '../../../design-system/patterns/AdminRecordList';
import {
  blankCentreValues,
  centreFields,
  recordTitle,
  validateRecord,
  valuesOf,
} from '../../../machines/admin/centre.form';
import type { AdminCentreResponse, CentreKind } from '../../../machines/api/centre.schema';
import {
  createCentreRecord,
  deleteCentreRecord,
  getAdminCentre,
  saveCentreRecord,
  type AdminCentreRecord,
} from '../../adapters/adminCentreApi';
import { centreListCopy, centreToasts, coachPhotoLabel } from '../../content/adminCentre';
import type { RecordListsConfig, SavedRecord } from './recordLists';
import { useRecordLists } from './useRecordLists';

const savedOf = (record: AdminCentreRecord): SavedRecord => ({
  id: record.id,
  version: record.version,
  values: valuesOf(record),
});

const listsOf = (response: AdminCentreResponse): Record<CentreKind, SavedRecord[]> => ({
  coaches: response.coaches.map(savedOf),
  plans: response.plans.map(savedOf),
  testimonials: response.testimonials.map(savedOf),
});

const config: RecordListsConfig<CentreKind> = {
  kinds: ['coaches', 'plans', 'testimonials'],
  load: async () => listsOf(await getAdminCentre()),
  validate: validateRecord,
  create: async (kind, input) => savedOf(await createCentreRecord(kind, input as never)),
  save: async (kind, id, input, version) => savedOf(await saveCentreRecord(kind, id, input as never, version)),
  remove: deleteCentreRecord,
  fields: (kind) => centreFields[kind],
  image: (kind) =>
    kind === 'coaches' ? { field: 'image', label: coachPhotoLabel, alt: (title) => `Photo of ${title}` } : undefined,
  blank: blankCentreValues,
  title: recordTitle,
  copy: (kind) => centreListCopy[kind],
  toasts: {
    added: centreToasts.added,
    updated: centreToasts.updated,
    deleted: centreToasts.deleted,
    imageUploaded: () => centreToasts.imageUploaded,
    imageFailed: centreToasts.imageFailed,
  },
};

/**
 * The Coaches, Programs and Testimonials tabs: the three lists of Admin > Sports Centre, each record checked with the
 * shared schema, created, saved with its version and deleted after confirmation; coaches have a photo.
 */
export function useCentreManager(): Record<CentreKind, AdminRecordListProps> {
  return useRecordLists(config);
}

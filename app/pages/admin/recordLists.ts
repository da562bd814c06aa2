/** What a manager's record lists are made of: their configuration, a record as saved and as typed, save targets. */
import type { RecordFieldView } from '../../../design-system/patterns/AdminRecordList';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
import type { CentreErrors, CentreValues } from '../../../machines/admin/centre.form';
import { AdminApiError } from '../../adapters/adminApi';
import type { ToastInput } from '../../toasts';

/** A saved record as a list holds it: its id, version and the form's values. */
export interface SavedRecord {
  id: string;
  version: number;
  values: CentreValues;
}

/** The Remove confirmation of a saved picture: its title (for the record's title), what follows, and the toast. */
export interface ImageRemovalCopy {
  title: (recordTitle: string) => string;
  description: string;
  confirmLabel: string;
  removed: ToastInput;
}

/** A list's words: the line above it, its buttons, its loading and empty texts. */
export interface RecordListCopy {
  label: string;
  note: string;
  addLabel: string;
  saveLabel: string;
  loadingLabel: string;
  emptyText: string;
}

/** What one manager's lists are: how to load, check, save, delete and (optionally) move their records. */
export interface RecordListsConfig<K extends string> {
  kinds: readonly K[];
  load: () => Promise<Record<K, SavedRecord[]>>;
  /** Checks a record with the shared schema: the request body, or the field errors. */
  validate: (kind: K, values: CentreValues) => { ok: true; input: unknown } | { ok: false; errors: CentreErrors };
  create: (kind: K, input: unknown) => Promise<SavedRecord>;
  save: (kind: K, id: string, input: unknown, version: number) => Promise<SavedRecord>;
  remove: (kind: K, id: string, version: number) => Promise<void>;
  /** One place up or down; answers the list in its new order. Lists without it have no move buttons. */
  move?: (kind: K, id: string, direction: 'up' | 'down', version: number) => Promise<SavedRecord[]>;
  /** Lists with a fixed set of records: no add, move or delete. */
  isFixed?: (kind: K) => boolean;
  fields: (kind: K) => readonly Omit<RecordFieldView, 'value' | 'error'>[];
  /** The field holding the record's uploaded picture, if it has one. */
  image?: (
    kind: K,
  ) => { field: string; label: string; hint?: string; alt?: (title: string) => string; optional?: boolean } | undefined;
  blank: (kind: K) => CentreValues;
  /**
   * Lists whose saved picture staff take away with a confirmation, saved at once (the logo, a partner's logo): the
   * dialog's words and the toast after the server saved. Without it Remove only clears the form's picture.
   */
  imageRemoval?: (kind: K) => ImageRemovalCopy | undefined;
  title: (kind: K, values: CentreValues) => string;
  copy: (kind: K) => RecordListCopy;
  toasts: {
    added: (kind: K) => ToastInput;
    updated: (kind: K) => ToastInput;
    deleted: (kind: K) => ToastInput;
    moved?: (kind: K) => ToastInput;
    imageUploaded: (kind: K) => ToastInput;
    imageFailed: (message: string) => ToastInput;
  };
}

/** A record as the form holds it: what is typed and its picture's upload (its errors and save state are the machine's). */
export interface Draft {
  key: string;
  /** Saved records only. */
  id?: string;
  version?: number;
  values: CentreValues;
  /** Saved records: the values as the server last saved them (a picture's removal saves only that). */
  saved?: CentreValues;
  image: { status: ImageUploadStatus; error?: string };
}

export const draftOf = (record: SavedRecord): Draft => ({
  key: record.id,
  id: record.id,
  version: record.version,
  values: record.values,
  saved: record.values,
  image: { status: 'idle' },
});

/** The save targets: one record of one list ("partners:<key>"). */
export const targetOf = (kind: string, key: string) => `${kind}:${key}`;
export const partsOf = <K extends string>(target: string) => {
  const at = target.indexOf(':');
  return { kind: target.slice(0, at) as K, key: target.slice(at + 1) };
};

/** A 400 names its field first ("rating: Rating: at most 5 stars."): the field and the message for it. */
export function fieldErrorOf(error: unknown): CentreErrors | undefined {
  if (!(error instanceof AdminApiError) || error.code !== 'bad_request') return undefined;
  const match = /^([a-zA-Z]+): (?:[^:]+: )?(.+)$/.exec(error.message);
  if (!match) return undefined;
  const text = match[2]!;
  return { [match[1]!]: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** A record changed or deleted by someone else. */
export const isConflict = (error: unknown) =>
  error instanceof AdminApiError && (error.code === 'version_conflict' || error.code === 'not_found');

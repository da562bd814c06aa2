import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminRecordListProps, RecordSaveState, RecordView } from '../../../design-system/patterns/AdminRecordList';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
import { blankValues, centreFields, recordTitle, validateRecord, valuesOf, type CentreErrors, type CentreValues } from '../../../machines/admin/centre.form';
import type { AdminCentreResponse, CentreKind } from '../../../machines/api/centre.schema';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { AdminApiError } from '../../adapters/adminApi';
import { createCentreRecord, deleteCentreRecord, getAdminCentre, saveCentreRecord } from '../../adapters/adminCentreApi';
import { uploadImage } from '../../adapters/uploadApi';
import { centreListCopy, centreToasts, coachPhotoLabel } from '../../content/adminCentre';
import { managerToasts } from '../../content/adminManagers';
import { useToast } from '../../toasts';

/** A record as the form holds it: what is typed, its errors and its save state. */
interface Draft {
  key: string;
  /** Saved records only. */
  id?: string;
  version?: number;
  values: CentreValues;
  errors: CentreErrors;
  saveState: RecordSaveState;
  saveMessage?: string;
  image: { status: ImageUploadStatus; error?: string };
}

type Lists = Record<CentreKind, Draft[]>;

const kinds: readonly CentreKind[] = ['coaches', 'plans', 'testimonials'];
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const draftOf = (record: { id: string; version: number }): Draft => ({
  key: record.id,
  id: record.id,
  version: record.version,
  values: valuesOf(record),
  errors: {},
  saveState: 'idle',
  image: { status: 'idle' },
});

const listsOf = (response: AdminCentreResponse): Lists => ({
  coaches: response.coaches.map(draftOf),
  plans: response.plans.map(draftOf),
  testimonials: response.testimonials.map(draftOf),
});

/** A 400 names its field first ("rating: Rating: at most 5 stars."): the field and the message for it. */
function fieldErrorOf(error: unknown): CentreErrors | undefined {
  if (!(error instanceof AdminApiError) || error.code !== 'bad_request') return undefined;
  const match = /^([a-zA-Z]+): (?:[^:]+: )?(.+)$/.exec(error.message);
  if (!match) return undefined;
  const text = match[2]!;
  return { [match[1]!]: text.charAt(0).toUpperCase() + text.slice(1) };
}

/**
 * The Coaches, Programs and Testimonials tabs: loads the three lists, validates each record with the shared schema,
 * creates, saves (with its version) and deletes (after confirmation), uploads coach photos. Toasts only after success.
 */
export function useCentreManager(): Record<CentreKind, AdminRecordListProps> {
  const { push } = useToast();
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [lists, setLists] = useState<Lists>({ coaches: [], plans: [], testimonials: [] });
  const [confirm, setConfirm] = useState<{ kind: CentreKind; key: string; busy: boolean }>();
  const alive = useRef(true);
  const listsRef = useRef(lists);
  listsRef.current = lists;
  const nextKey = useRef(0);

  // Loads all lists on mount and after Retry (each bumps `loads`).
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    alive.current = true;
    getAdminCentre().then(
      (response) => {
        if (!alive.current) return;
        setLists(listsOf(response));
        setStatus('ready');
      },
      (error: unknown) => {
        if (!alive.current) return;
        setLoadError(messageOf(error));
        setStatus('error');
      },
    );
    return () => {
      alive.current = false;
    };
  }, [loads]);

  const retry = useCallback(() => {
    setStatus('loading');
    setLoads((n) => n + 1);
  }, []);

  /** After a conflict: the list's records as saved now (the other lists keep what is typed). */
  const reloadList = useCallback(
    (kind: CentreKind) => {
      getAdminCentre().then(
        (response) => {
          if (alive.current) setLists((current) => ({ ...current, [kind]: listsOf(response)[kind] }));
        },
        (error: unknown) => push(managerToasts.saveFailed(messageOf(error))),
      );
    },
    [push],
  );

  const update = useCallback((kind: CentreKind, key: string, change: (draft: Draft) => Draft) => {
    setLists((current) => ({ ...current, [kind]: current[kind].map((d) => (d.key === key ? change(d) : d)) }));
  }, []);

  const onChange = useCallback(
    (kind: CentreKind, key: string, field: string, value: string | boolean) =>
      update(kind, key, (d) => ({
        ...d,
        values: { ...d.values, [field]: value },
        errors: { ...d.errors, [field]: undefined },
        saveState: d.saveState === 'saved' ? 'idle' : d.saveState,
      })),
    [update],
  );

  const onAdd = useCallback((kind: CentreKind) => {
    nextKey.current += 1;
    const draft: Draft = { key: `new-${nextKey.current}`, values: blankValues(kind), errors: {}, saveState: 'idle', image: { status: 'idle' } };
    setLists((current) => ({ ...current, [kind]: [draft, ...current[kind]] }));
  }, []);

  const onSave = useCallback(
    async (kind: CentreKind, key: string) => {
      const draft = listsRef.current[kind].find((d) => d.key === key);
      if (!draft) return;
      const checked = validateRecord(kind, draft.values);
      if (!checked.ok) {
        update(kind, key, (d) => ({ ...d, errors: checked.errors }));
        push(managerToasts.checkFields);
        return;
      }
      update(kind, key, (d) => ({ ...d, saveState: 'saving' }));
      try {
        const saved =
          draft.id === undefined || draft.version === undefined
            ? await createCentreRecord(kind, checked.input)
            : await saveCentreRecord(kind, draft.id, checked.input, draft.version);
        if (!alive.current) return;
        update(kind, key, () => ({ ...draftOf(saved), saveState: 'saved' }));
        push(draft.id === undefined ? centreToasts.added(kind) : centreToasts.updated(kind));
      } catch (error) {
        if (!alive.current) return;
        const conflict = error instanceof AdminApiError && (error.code === 'version_conflict' || error.code === 'not_found');
        const fieldErrors = fieldErrorOf(error);
        update(kind, key, (d) => ({
          ...d,
          errors: { ...d.errors, ...fieldErrors },
          saveState: conflict ? 'conflict' : 'failed',
          saveMessage: messageOf(error),
        }));
        push(managerToasts.saveFailed(messageOf(error)));
      }
    },
    [push, update],
  );

  const onDeleteRequest = useCallback((kind: CentreKind, key: string) => {
    const draft = listsRef.current[kind].find((d) => d.key === key);
    if (!draft) return;
    // A draft never saved is simply dropped.
    if (draft.id === undefined) setLists((current) => ({ ...current, [kind]: current[kind].filter((d) => d.key !== key) }));
    else setConfirm({ kind, key, busy: false });
  }, []);

  const onDeleteConfirm = useCallback(async () => {
    if (!confirm || confirm.busy) return;
    const { kind, key } = confirm;
    const draft = listsRef.current[kind].find((d) => d.key === key);
    if (!draft?.id || draft.version === undefined) return setConfirm(undefined);
    setConfirm({ ...confirm, busy: true });
    try {
      await deleteCentreRecord(kind, draft.id, draft.version);
      if (!alive.current) return;
      setLists((current) => ({ ...current, [kind]: current[kind].filter((d) => d.key !== key) }));
      push(centreToasts.deleted(kind));
    } catch (error) {
      if (!alive.current) return;
      const conflict = error instanceof AdminApiError && (error.code === 'version_conflict' || error.code === 'not_found');
      update(kind, key, (d) => ({ ...d, saveState: conflict ? 'conflict' : 'failed', saveMessage: messageOf(error) }));
      push(managerToasts.saveFailed(messageOf(error)));
    } finally {
      if (alive.current) setConfirm(undefined);
    }
  }, [confirm, push, update]);

  const onSelectImage = useCallback(
    async (key: string, file: File) => {
      const refused = checkImageFile(file);
      if (refused) {
        update('coaches', key, (d) => ({ ...d, image: { status: 'error', error: refused } }));
        return;
      }
      update('coaches', key, (d) => ({ ...d, image: { status: 'uploading' } }));
      try {
        const { url } = await uploadImage(file);
        if (!alive.current) return;
        update('coaches', key, (d) => ({
          ...d,
          values: { ...d.values, image: url },
          errors: { ...d.errors, image: undefined },
          image: { status: 'idle' },
          saveState: d.saveState === 'saved' ? 'idle' : d.saveState,
        }));
        push(centreToasts.imageUploaded);
      } catch (error) {
        if (!alive.current) return;
        update('coaches', key, (d) => ({ ...d, image: { status: 'error', error: messageOf(error) } }));
        push(centreToasts.imageFailed(messageOf(error)));
      }
    },
    [push, update],
  );

  const propsOf = (kind: CentreKind): AdminRecordListProps => {
    const copy = centreListCopy[kind];
    const records: RecordView[] = lists[kind].map((d) => {
      const title = recordTitle(kind, d.values);
      const view: RecordView = {
        key: d.key,
        title,
        isNew: d.id === undefined,
        fields: centreFields[kind].map((f) => ({ ...f, value: d.values[f.name] ?? '', error: d.errors[f.name] })),
        saveState: d.saveState,
        saveMessage: d.saveMessage,
      };
      if (kind === 'coaches') {
        const image = typeof d.values.image === 'string' && d.values.image ? d.values.image : undefined;
        view.image = { label: coachPhotoLabel, value: image, alt: `Photo of ${title}`, status: d.image.status, error: d.image.error ?? d.errors.image };
      }
      return view;
    });
    const pending = confirm?.kind === kind ? lists[kind].find((d) => d.key === confirm.key) : undefined;
    return {
      status,
      loadError,
      onRetry: retry,
      note: copy.note,
      loadingLabel: copy.loadingLabel,
      emptyText: copy.emptyText,
      addLabel: copy.addLabel,
      saveLabel: copy.saveLabel,
      deleteLabel: 'Delete',
      label: copy.label,
      records,
      confirmDelete: pending && confirm ? { key: pending.key, title: recordTitle(kind, pending.values), busy: confirm.busy } : undefined,
      onAdd: () => onAdd(kind),
      onChange: (key, field, value) => onChange(kind, key, field, value),
      onSave: (key) => void onSave(kind, key),
      onDeleteRequest: (key) => onDeleteRequest(kind, key),
      onDeleteConfirm: () => void onDeleteConfirm(),
      onDeleteCancel: () => setConfirm((current) => (current?.busy ? current : undefined)),
      onReload: () => reloadList(kind),
      onSelectImage: kind === 'coaches' ? (key, file) => void onSelectImage(key, file) : undefined,
    };
  };

  return Object.fromEntries(kinds.map((kind) => [kind, propsOf(kind)])) as Record<CentreKind, AdminRecordListProps>;
}

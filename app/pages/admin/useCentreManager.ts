import { useCallback, useRef, useState } from 'react';
import type { AdminRecordListProps, RecordView } from '../../../design-system/patterns/AdminRecordList';
import type { ImageUploadStatus } from '../../../design-system/patterns/ImageUpload';
import {
  blankValues,
  centreFields,
  recordTitle,
  validateRecord,
  valuesOf,
  type CentreErrors,
  type CentreInputOf,
  type CentreValues,
} from '../../../machines/admin/centre.form';
import { messageOf, type TargetCheck } from '../../../machines/admin/managerResource.machine';
import type { AdminCentreResponse, CentreKind } from '../../../machines/api/centre.schema';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { AdminApiError } from '../../adapters/adminApi';
import {
  createCentreRecord,
  deleteCentreRecord,
  getAdminCentre,
  saveCentreRecord,
} from '../../adapters/adminCentreApi';
import { uploadImage } from '../../adapters/uploadApi';
import { centreListCopy, centreToasts, coachPhotoLabel } from '../../content/adminCentre';
import { managerToasts } from '../../content/adminManagers';
import { useToast } from '../../toasts';
import { useManagerResource } from './useManagerResource';

/** A record as the form holds it: what is typed and its photo's upload (its errors and save state are the machine's). */
interface Draft {
  key: string;
  /** Saved records only. */
  id?: string;
  version?: number;
  values: CentreValues;
  image: { status: ImageUploadStatus; error?: string };
}

type Lists = Record<CentreKind, Draft[]>;

const kinds: readonly CentreKind[] = ['coaches', 'plans', 'testimonials'];

const draftOf = (record: { id: string; version: number }): Draft => ({
  key: record.id,
  id: record.id,
  version: record.version,
  values: valuesOf(record),
  image: { status: 'idle' },
});

const listsOf = (response: AdminCentreResponse): Lists => ({
  coaches: response.coaches.map(draftOf),
  plans: response.plans.map(draftOf),
  testimonials: response.testimonials.map(draftOf),
});

/** The save targets: one record of one list ("coaches:<key>"). */
const targetOf = (kind: CentreKind, key: string) => `${kind}:${key}`;
const partsOf = (target: string) => {
  const at = target.indexOf(':');
  return { kind: target.slice(0, at) as CentreKind, key: target.slice(at + 1) };
};
const find = (lists: Lists, target: string) => {
  const { kind, key } = partsOf(target);
  return lists[kind].find((d) => d.key === key);
};

/** A 400 names its field first ("rating: Rating: at most 5 stars."): the field and the message for it. */
function fieldErrorOf(error: unknown): CentreErrors | undefined {
  if (!(error instanceof AdminApiError) || error.code !== 'bad_request') return undefined;
  const match = /^([a-zA-Z]+): (?:[^:]+: )?(.+)$/.exec(error.message);
  if (!match) return undefined;
  const text = match[2]!;
  return { [match[1]!]: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** A record changed or deleted by someone else. */
const isConflict = (error: unknown) =>
  error instanceof AdminApiError && (error.code === 'version_conflict' || error.code === 'not_found');

const validateCentre = (lists: Lists, target: string): TargetCheck => {
  const draft = find(lists, target);
  if (!draft) return { ok: false, errors: {} };
  const checked = validateRecord(partsOf(target).kind, draft.values);
  return checked.ok ? { ok: true, request: checked.input } : checked;
};

async function saveCentre({ target, draft: lists, request }: { target: string; draft: Lists; request: unknown }) {
  const { kind, key } = partsOf(target);
  const draft = find(lists, target)!;
  const input = request as CentreInputOf<typeof kind>;
  const saved =
    draft.id === undefined || draft.version === undefined
      ? await createCentreRecord(kind, input)
      : await saveCentreRecord(kind, draft.id, input, draft.version);
  const apply = (current: Lists): Lists => ({
    ...current,
    [kind]: current[kind].map((d) => (d.key === key ? draftOf(saved) : d)),
  });
  return {
    apply,
    savedAs: targetOf(kind, saved.id),
    notice: draft.id === undefined ? centreToasts.added(kind) : centreToasts.updated(kind),
  };
}

/**
 * The Coaches, Programs and Testimonials tabs: loads the three lists, validates each record with the shared schema,
 * creates, saves (with its version) and deletes (after confirmation), uploads coach photos. Toasts only after success.
 */
export function useCentreManager(): Record<CentreKind, AdminRecordListProps> {
  const { push } = useToast();
  const manager = useManagerResource<Lists>({
    initial: { coaches: [], plans: [], testimonials: [] },
    load: async () => listsOf(await getAdminCentre()),
    validate: validateCentre,
    save: saveCentre,
    isConflict,
    errorsOfFailure: fieldErrorOf,
    toasts: managerToasts,
  });
  const { edit, replace, failed, isActive, currentDraft } = manager;
  const lists = manager.draft;
  const [confirm, setConfirm] = useState<{ kind: CentreKind; key: string; busy: boolean }>();
  const nextKey = useRef(0);

  /** After a conflict: the list's records as saved now (the other lists keep what is typed). */
  const reloadList = useCallback(
    (kind: CentreKind) => {
      getAdminCentre().then(
        (response) => {
          if (!isActive()) return;
          const fresh = listsOf(response)[kind];
          const targets = [...currentDraft()[kind], ...fresh].map((d) => targetOf(kind, d.key));
          replace((current) => ({ ...current, [kind]: fresh }), targets);
        },
        (error: unknown) => push(managerToasts.saveFailed(messageOf(error))),
      );
    },
    [currentDraft, isActive, replace, push],
  );

  const update = useCallback(
    (kind: CentreKind, key: string, change: (draft: Draft) => Draft, fields?: readonly string[]) =>
      edit(
        (current) => ({ ...current, [kind]: current[kind].map((d) => (d.key === key ? change(d) : d)) }),
        fields && targetOf(kind, key),
        fields,
      ),
    [edit],
  );

  const onChange = useCallback(
    (kind: CentreKind, key: string, field: string, value: string | boolean) =>
      update(kind, key, (d) => ({ ...d, values: { ...d.values, [field]: value } }), [field]),
    [update],
  );

  const onAdd = useCallback(
    (kind: CentreKind) => {
      nextKey.current += 1;
      const draft: Draft = { key: `new-${nextKey.current}`, values: blankValues(kind), image: { status: 'idle' } };
      edit((current) => ({ ...current, [kind]: [draft, ...current[kind]] }));
    },
    [edit],
  );

  const remove = useCallback(
    (kind: CentreKind, key: string) =>
      edit((current) => ({ ...current, [kind]: current[kind].filter((d) => d.key !== key) })),
    [edit],
  );

  const onDeleteRequest = useCallback(
    (kind: CentreKind, key: string) => {
      const draft = currentDraft()[kind].find((d) => d.key === key);
      if (!draft) return;
      // A draft never saved is simply dropped.
      if (draft.id === undefined) remove(kind, key);
      else setConfirm({ kind, key, busy: false });
    },
    [currentDraft, remove],
  );

  const onDeleteConfirm = useCallback(async () => {
    if (!confirm || confirm.busy) return;
    const { kind, key } = confirm;
    const draft = currentDraft()[kind].find((d) => d.key === key);
    if (!draft?.id || draft.version === undefined) return setConfirm(undefined);
    setConfirm({ ...confirm, busy: true });
    try {
      await deleteCentreRecord(kind, draft.id, draft.version);
      if (!isActive()) return;
      remove(kind, key);
      push(centreToasts.deleted(kind));
    } catch (error) {
      if (!isActive()) return;
      failed(targetOf(kind, key), error);
      push(managerToasts.saveFailed(messageOf(error)));
    } finally {
      if (isActive()) setConfirm(undefined);
    }
  }, [confirm, currentDraft, isActive, remove, failed, push]);

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
        if (!isActive()) return;
        update('coaches', key, (d) => ({ ...d, values: { ...d.values, image: url }, image: { status: 'idle' } }), [
          'image',
        ]);
        push(centreToasts.imageUploaded);
      } catch (error) {
        if (!isActive()) return;
        update('coaches', key, (d) => ({ ...d, image: { status: 'error', error: messageOf(error) } }));
        push(centreToasts.imageFailed(messageOf(error)));
      }
    },
    [isActive, update, push],
  );

  const propsOf = (kind: CentreKind): AdminRecordListProps => {
    const copy = centreListCopy[kind];
    const records: RecordView[] = lists[kind].map((d) => {
      const title = recordTitle(kind, d.values);
      const target = targetOf(kind, d.key);
      const errors = manager.errorsOf(target);
      const view: RecordView = {
        key: d.key,
        title,
        isNew: d.id === undefined,
        fields: centreFields[kind].map((f) => ({ ...f, value: d.values[f.name] ?? '', error: errors[f.name] })),
        saveState: manager.saveStateOf(target),
        saveMessage: manager.saveMessageOf(target),
      };
      if (kind === 'coaches') {
        const image = typeof d.values.image === 'string' && d.values.image ? d.values.image : undefined;
        view.image = {
          label: coachPhotoLabel,
          value: image,
          alt: `Photo of ${title}`,
          status: d.image.status,
          error: d.image.error ?? errors.image,
        };
      }
      return view;
    });
    const pending = confirm?.kind === kind ? lists[kind].find((d) => d.key === confirm.key) : undefined;
    return {
      status: manager.status,
      loadError: manager.loadError,
      onRetry: manager.reload,
      note: copy.note,
      loadingLabel: copy.loadingLabel,
      emptyText: copy.emptyText,
      addLabel: copy.addLabel,
      saveLabel: copy.saveLabel,
      deleteLabel: 'Delete',
      label: copy.label,
      records,
      confirmDelete:
        pending && confirm
          ? { key: pending.key, title: recordTitle(kind, pending.values), busy: confirm.busy }
          : undefined,
      onAdd: () => onAdd(kind),
      onChange: (key, field, value) => onChange(kind, key, field, value),
      onSave: (key) => manager.save(targetOf(kind, key)),
      onDeleteRequest: (key) => onDeleteRequest(kind, key),
      onDeleteConfirm: () => void onDeleteConfirm(),
      onDeleteCancel: () => setConfirm((current) => (current?.busy ? current : undefined)),
      onReload: () => reloadList(kind),
      onSelectImage: kind === 'coaches' ? (key, file) => void onSelectImage(key, file) : undefined,
    };
  };

  return Object.fromEntries(kinds.map((kind) => [kind, propsOf(kind)])) as Record<CentreKind, AdminRecordListProps>;
}

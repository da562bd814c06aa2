import { useCallback, useRef, useState } from 'react';
import type { AdminRecordListProps } from '../../../design-system/patterns/AdminRecordList';
import { messageOf, type TargetCheck } from '../../../machines/admin/managerResource.machine';
import { managerToasts } from '../../content/adminManagers';
import { useToast } from '../../toasts';
import { recordViewsOf } from './recordListView';
import {
  draftOf,
  fieldErrorOf,
  isConflict,
  partsOf,
  targetOf,
  type Draft,
  type RecordListsConfig,
  type SavedRecord,
} from './recordLists';
import { useManagerResource } from './useManagerResource';
import { useRecordImages } from './useRecordImages';

/**
 * A manager's record lists (Sports Centre's coaches, plans and testimonials; the café's, gallery's and partners'
 * content): loads them, validates each record with the shared schema, creates, saves (with its version), moves and
 * deletes (after confirmation), uploads pictures. Toasts only after the server answered yes. Returns each list's
 * AdminRecordList props.
 */
export function useRecordLists<K extends string>(config: RecordListsConfig<K>): Record<K, AdminRecordListProps> {
  const { push } = useToast();
  const [cfg] = useState(config);
  const find = (lists: Record<K, Draft[]>, target: string) => {
    const { kind, key } = partsOf<K>(target);
    return lists[kind].find((d) => d.key === key);
  };
  const listsOf = (loaded: Record<K, SavedRecord[]>) =>
    Object.fromEntries(cfg.kinds.map((kind) => [kind, loaded[kind].map(draftOf)])) as Record<K, Draft[]>;

  const manager = useManagerResource<Record<K, Draft[]>>({
    initial: Object.fromEntries(cfg.kinds.map((kind) => [kind, []])) as unknown as Record<K, Draft[]>,
    load: async () => listsOf(await cfg.load()),
    validate: (lists, target): TargetCheck => {
      const draft = find(lists, target);
      if (!draft) return { ok: false, errors: {} };
      const checked = cfg.validate(partsOf<K>(target).kind, draft.values);
      return checked.ok ? { ok: true, request: checked.input } : checked;
    },
    save: async ({ target, draft: lists, request }) => {
      const { kind, key } = partsOf<K>(target);
      const draft = find(lists, target)!;
      const isNew = draft.id === undefined || draft.version === undefined;
      const saved = isNew ? await cfg.create(kind, request) : await cfg.save(kind, draft.id!, request, draft.version!);
      return {
        apply: (current: Record<K, Draft[]>) => ({
          ...current,
          [kind]: current[kind].map((d) => (d.key === key ? draftOf(saved) : d)),
        }),
        savedAs: targetOf(kind, saved.id),
        notice: isNew ? cfg.toasts.added(kind) : cfg.toasts.updated(kind),
      };
    },
    isConflict,
    errorsOfFailure: fieldErrorOf,
    toasts: managerToasts,
  });
  const { edit, replace, failed, isActive, currentDraft } = manager;
  const lists = manager.draft;
  const [confirm, setConfirm] = useState<{ kind: K; key: string; busy: boolean }>();
  const [moving, setMoving] = useState<string>();
  const nextKey = useRef(0);

  /** The list's records as saved now (the other lists keep what is typed); `keep` keeps typed values by id. */
  const applyFresh = useCallback(
    (kind: K, fresh: Draft[], keep: boolean) => {
      const typed = new Map(currentDraft()[kind].map((d) => [d.id, d.values]));
      const next = keep ? fresh.map((d) => ({ ...d, values: typed.get(d.id) ?? d.values })) : fresh;
      const targets = keep ? [] : [...currentDraft()[kind], ...fresh].map((d) => targetOf(kind, d.key));
      const unsaved = keep ? currentDraft()[kind].filter((d) => d.id === undefined) : [];
      replace((current) => ({ ...current, [kind]: [...next, ...unsaved] }), targets);
    },
    [currentDraft, replace],
  );

  /** After a conflict: the list as saved now. */
  const reloadList = useCallback(
    (kind: K) => {
      cfg.load().then(
        (loaded) => {
          if (isActive()) applyFresh(kind, loaded[kind].map(draftOf), false);
        },
        (error: unknown) => push(managerToasts.saveFailed(messageOf(error))),
      );
    },
    [cfg, isActive, applyFresh, push],
  );

  const update = useCallback(
    (kind: K, key: string, change: (draft: Draft) => Draft, fields?: readonly string[]) =>
      edit(
        (current) => ({ ...current, [kind]: current[kind].map((d) => (d.key === key ? change(d) : d)) }),
        fields && targetOf(kind, key),
        fields,
      ),
    [edit],
  );

  const onAdd = useCallback(
    (kind: K) => {
      nextKey.current += 1;
      const draft: Draft = { key: `new-${nextKey.current}`, values: cfg.blank(kind), image: { status: 'idle' } };
      // An ordered list gets it last, where the server puts it; the others first, where staff look.
      edit((current) => ({
        ...current,
        [kind]: cfg.move ? [...current[kind], draft] : [draft, ...current[kind]],
      }));
    },
    [cfg, edit],
  );

  const remove = useCallback(
    (kind: K, key: string) => edit((current) => ({ ...current, [kind]: current[kind].filter((d) => d.key !== key) })),
    [edit],
  );

  const onDeleteRequest = useCallback(
    (kind: K, key: string) => {
      const draft = currentDraft()[kind].find((d) => d.key === key);
      if (!draft) return;
      // A draft never saved is simply dropped.
      if (draft.id === undefined) remove(kind, key);
      else setConfirm({ kind, key, busy: false });
    },
    [currentDraft, remove],
  );

  /**
   * A confirmed change of one record (a delete, a picture's removal): when it fails the record says why and a toast
   * too; the confirmation closes either way.
   */
  const settle = useCallback(
    async (target: string, change: () => Promise<void>, close: () => void) => {
      try {
        await change();
      } catch (error) {
        if (!isActive()) return;
        failed(target, error);
        push(managerToasts.saveFailed(messageOf(error)));
      } finally {
        if (isActive()) close();
      }
    },
    [isActive, failed, push],
  );

  const onDeleteConfirm = useCallback(async () => {
    if (!confirm || confirm.busy) return;
    const { kind, key } = confirm;
    const draft = currentDraft()[kind].find((d) => d.key === key);
    if (!draft?.id || draft.version === undefined) return setConfirm(undefined);
    setConfirm({ ...confirm, busy: true });
    await settle(
      targetOf(kind, key),
      async () => {
        await cfg.remove(kind, draft.id!, draft.version!);
        if (!isActive()) return;
        remove(kind, key);
        push(cfg.toasts.deleted(kind));
      },
      () => setConfirm(undefined),
    );
  }, [cfg, confirm, currentDraft, isActive, remove, settle, push]);

  const onMove = useCallback(
    async (kind: K, key: string, direction: 'up' | 'down') => {
      const draft = currentDraft()[kind].find((d) => d.key === key);
      if (!cfg.move || !draft?.id || draft.version === undefined || moving) return;
      setMoving(key);
      try {
        const records = await cfg.move(kind, draft.id, direction, draft.version);
        if (!isActive()) return;
        applyFresh(kind, records.map(draftOf), true);
        if (cfg.toasts.moved) push(cfg.toasts.moved(kind));
      } catch (error) {
        if (!isActive()) return;
        failed(targetOf(kind, key), error);
        push(managerToasts.saveFailed(messageOf(error)));
      } finally {
        if (isActive()) setMoving(undefined);
      }
    },
    [cfg, currentDraft, moving, isActive, applyFresh, failed, push],
  );

  const images = useRecordImages({ cfg, currentDraft, update, isActive, settle, push });

  const propsOf = (kind: K): AdminRecordListProps => {
    const copy = cfg.copy(kind);
    const fixed = cfg.isFixed?.(kind) ?? false;
    const imageSpec = cfg.image?.(kind);
    const records = recordViewsOf(cfg, kind, lists[kind], manager, moving);
    const pending = confirm?.kind === kind ? lists[kind].find((d) => d.key === confirm.key) : undefined;
    const removal = cfg.imageRemoval?.(kind);
    return {
      status: manager.status,
      loadError: manager.loadError,
      onRetry: manager.reload,
      ...copy,
      deleteLabel: 'Delete',
      records,
      fixed,
      confirmDelete:
        pending && confirm
          ? { key: pending.key, title: cfg.title(kind, pending.values), busy: confirm.busy }
          : undefined,
      onAdd: () => onAdd(kind),
      onChange: (key, field, value) =>
        update(kind, key, (d) => ({ ...d, values: { ...d.values, [field]: value } }), [field]),
      onSave: (key) => manager.save(targetOf(kind, key)),
      onDeleteRequest: (key) => onDeleteRequest(kind, key),
      onDeleteConfirm: () => void onDeleteConfirm(),
      onDeleteCancel: () => setConfirm((current) => (current?.busy ? current : undefined)),
      onReload: () => reloadList(kind),
      onSelectImage: imageSpec ? (key, file) => void images.onSelectImage(kind, key, file) : undefined,
      onRemoveImage: imageSpec?.optional || removal ? (key) => images.onRemoveImage(kind, key) : undefined,
      confirmRemoveImage: images.confirmOf(kind, lists[kind]),
      onRemoveImageConfirm: () => void images.onRemoveImageConfirm(),
      onRemoveImageCancel: images.onRemoveImageCancel,
      onMove: cfg.move && !fixed ? (key, direction) => void onMove(kind, key, direction) : undefined,
    };
  };

  return Object.fromEntries(cfg.kinds.map((kind) => [kind, propsOf(kind)])) as Record<K, AdminRecordListProps>;
}

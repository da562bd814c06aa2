import { useCallback, useState } from 'react';
import type { AdminRecordListProps } from '../../../design-system/patterns/AdminRecordList';
import { messageOf } from '../../../machines/admin/managerResource.machine';
import { checkImageFile } from '../../../machines/api/upload.schema';
import { uploadImage } from '../../adapters/uploadApi';
import { managerToasts } from '../../content/adminManagers';
import type { useToast } from '../../toasts';
import { targetOf, type Draft, type RecordListsConfig } from './recordLists';

interface RecordImagesDeps<K extends string> {
  cfg: RecordListsConfig<K>;
  /** The lists as typed now. */
  currentDraft: () => Record<K, Draft[]>;
  /** Changes one record's draft; `fields` are the ones the change touched (their errors clear). */
  update: (kind: K, key: string, change: (draft: Draft) => Draft, fields?: readonly string[]) => void;
  /** Whether the screen is still shown. */
  isActive: () => boolean;
  /** A confirmed change of one record: on failure the record and a toast say why; the confirmation closes. */
  settle: (target: string, change: () => Promise<void>, close: () => void) => Promise<void>;
  push: ReturnType<typeof useToast>['push'];
}

/**
 * A record list's pictures (./useRecordLists.ts): an upload checked from the file first, then sent, its address put
 * in the record's field; Remove on a saved picture asks first, then saves the record without it at once (only the
 * picture: what is typed elsewhere stays typed); on one not saved yet it simply leaves the form.
 */
export function useRecordImages<K extends string>({
  cfg,
  currentDraft,
  update,
  isActive,
  settle,
  push,
}: RecordImagesDeps<K>) {
  const [removing, setRemoving] = useState<{ kind: K; key: string; busy: boolean }>();

  const onSelectImage = useCallback(
    async (kind: K, key: string, file: File) => {
      const field = cfg.image?.(kind)?.field;
      if (!field) return;
      const refused = checkImageFile(file);
      if (refused) {
        update(kind, key, (d) => ({ ...d, image: { status: 'error', error: refused } }));
        return;
      }
      update(kind, key, (d) => ({ ...d, image: { status: 'uploading' } }));
      try {
        const { url } = await uploadImage(file);
        if (!isActive()) return;
        update(kind, key, (d) => ({ ...d, values: { ...d.values, [field]: url }, image: { status: 'idle' } }), [field]);
        push(cfg.toasts.imageUploaded(kind));
      } catch (error) {
        if (!isActive()) return;
        update(kind, key, (d) => ({ ...d, image: { status: 'error', error: messageOf(error) } }));
        push(cfg.toasts.imageFailed(messageOf(error)));
      }
    },
    [cfg, isActive, update, push],
  );

  const onRemoveImage = useCallback(
    (kind: K, key: string) => {
      const field = cfg.image?.(kind)?.field;
      if (!field) return;
      const draft = currentDraft()[kind].find((d) => d.key === key);
      if (cfg.imageRemoval?.(kind) && draft?.id !== undefined && draft.saved?.[field])
        return setRemoving({ kind, key, busy: false });
      update(kind, key, (d) => ({ ...d, values: { ...d.values, [field]: '' }, image: { status: 'idle' } }), [field]);
    },
    [cfg, currentDraft, update],
  );

  const onRemoveImageConfirm = useCallback(async () => {
    if (!removing || removing.busy) return;
    const { kind, key } = removing;
    const field = cfg.image?.(kind)?.field;
    const copy = cfg.imageRemoval?.(kind);
    const draft = currentDraft()[kind].find((d) => d.key === key);
    if (!field || !copy || !draft?.id || draft.version === undefined || !draft.saved) return setRemoving(undefined);
    // Only the picture changes: what is typed in the other fields stays typed, not saved.
    const checked = cfg.validate(kind, { ...draft.saved, [field]: '' });
    if (!checked.ok) {
      setRemoving(undefined);
      push(managerToasts.saveFailed(Object.values(checked.errors)[0] ?? managerToasts.checkFields.description));
      return;
    }
    setRemoving({ ...removing, busy: true });
    await settle(
      targetOf(kind, key),
      async () => {
        const saved = await cfg.save(kind, draft.id!, checked.input, draft.version!);
        if (!isActive()) return;
        update(kind, key, (d) => ({
          ...d,
          id: saved.id,
          version: saved.version,
          saved: saved.values,
          values: { ...d.values, [field]: '' },
          image: { status: 'idle' },
        }));
        push(copy.removed);
      },
      () => setRemoving(undefined),
    );
  }, [cfg, removing, currentDraft, isActive, update, settle, push]);

  /** The open confirmation of a picture's removal in `kind`'s list, as the list shows it. */
  const confirmOf = (kind: K, drafts: readonly Draft[]): AdminRecordListProps['confirmRemoveImage'] => {
    const removal = cfg.imageRemoval?.(kind);
    const draft = removing?.kind === kind ? drafts.find((d) => d.key === removing.key) : undefined;
    return removal && draft && removing
      ? {
          key: draft.key,
          title: removal.title(cfg.title(kind, draft.values)),
          description: removal.description,
          confirmLabel: removal.confirmLabel,
          busy: removing.busy,
        }
      : undefined;
  };

  return {
    onSelectImage,
    onRemoveImage,
    onRemoveImageConfirm,
    onRemoveImageCancel: () => setRemoving((current) => (current?.busy ? current : undefined)),
    confirmOf,
  };
}

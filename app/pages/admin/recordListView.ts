/** A record list's records as AdminRecordList shows them: fields with their errors, save state, move and picture. */
import type { RecordView } from '../../../design-system/patterns/AdminRecordList';
import type { ManagerSaveState } from '../../../design-system/patterns/AdminSaveAlert';
import type { CentreErrors } from '../../../machines/admin/centre.form';
import { targetOf, type Draft, type RecordListsConfig } from './recordLists';

/** What the manager's machine knows of each record's save (by target). */
export interface RecordSaveStates {
  errorsOf: (target: string) => CentreErrors;
  saveStateOf: (target: string) => ManagerSaveState;
  saveMessageOf: (target: string) => string | undefined;
}

/** The records of one list; `moving` is the key of the record being moved, if any. */
export function recordViewsOf<K extends string>(
  cfg: RecordListsConfig<K>,
  kind: K,
  drafts: readonly Draft[],
  saves: RecordSaveStates,
  moving: string | undefined,
): RecordView[] {
  const fixed = cfg.isFixed?.(kind) ?? false;
  const imageSpec = cfg.image?.(kind);
  return drafts.map((d, index) => {
    const title = cfg.title(kind, d.values);
    const target = targetOf(kind, d.key);
    const errors = saves.errorsOf(target);
    const view: RecordView = {
      key: d.key,
      title,
      isNew: d.id === undefined,
      fields: cfg.fields(kind).map((f) => ({ ...f, value: d.values[f.name] ?? '', error: errors[f.name] })),
      saveState: saves.saveStateOf(target),
      saveMessage: saves.saveMessageOf(target),
    };
    if (cfg.move && !fixed && d.id !== undefined)
      view.move = {
        canUp: index > 0 && drafts[index - 1]?.id !== undefined,
        canDown: drafts[index + 1]?.id !== undefined,
        busy: moving === d.key,
      };
    if (imageSpec) {
      const value = d.values[imageSpec.field];
      view.image = {
        label: imageSpec.label,
        hint: imageSpec.hint,
        value: typeof value === 'string' && value ? value : undefined,
        alt: imageSpec.alt?.(title) ?? `${imageSpec.label}: ${title}`,
        status: d.image.status,
        error: d.image.error ?? errors[imageSpec.field],
        optional: imageSpec.optional || cfg.imageRemoval?.(kind) !== undefined,
      };
    }
    return view;
  });
}

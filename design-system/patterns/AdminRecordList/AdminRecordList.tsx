import { css, useTheme, type Theme } from '@emotion/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { adminPanel, recordTitle } from '../adminScreen.styles';
import { AdminSaveForm } from '../AdminSaveForm';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Select } from '../../primitives/Select';
import { Switch } from '../../primitives/Switch';
import { Text } from '../../primitives/Text';
import { Textarea } from '../../primitives/Textarea';
import { TextField } from '../../primitives/TextField';
import { AdminDataState } from '../AdminDataState';
import { AdminLoaded } from '../AdminLoaded';
import { ImageUpload, type ImageUploadStatus } from '../ImageUpload';
import { column, spread, stackedList } from '../../tokens/recipes';

/** The load states of the list. */
export const recordListLoadStates = ['loading', 'ready', 'error'] as const;
export type RecordListLoadState = (typeof recordListLoadStates)[number];

/** A record's save state: `failed` and `conflict` keep what was typed and say why; `saved` confirms. */
export const recordSaveStates = ['idle', 'saving', 'saved', 'failed', 'conflict'] as const;
export type RecordSaveState = (typeof recordSaveStates)[number];

export const recordFieldKinds = ['text', 'number', 'textarea', 'select', 'switch'] as const;
export type RecordFieldKind = (typeof recordFieldKinds)[number];

/** One field of a record's form, as typed. */
export interface RecordFieldView {
  name: string;
  label: string;
  kind: RecordFieldKind;
  /** Text for text, number, textarea and select fields; a flag for a switch. */
  value: string | boolean;
  options?: readonly { value: string; label: string }[];
  hint?: string;
  error?: string;
  /** Spans the whole row. */
  wide?: boolean;
}

/** A record's picture (coaches, gallery items, partner logos): the ImageUpload pattern's state. */
export interface RecordImageView {
  label: string;
  /** Which files are taken, e.g. "PNG or WebP only". */
  hint?: string;
  value?: string;
  alt: string;
  status: ImageUploadStatus;
  error?: string;
  /** The picture can be taken away (a café offer's, a logo): a Remove Image button shows with one. */
  optional?: boolean;
}

/** One record of the list. */
export interface RecordView {
  /** Identifies the record in events (its id, or a temporary key while new). */
  key: string;
  /** The record's heading, e.g. the coach's name. */
  title: string;
  /** Not saved yet: Delete just removes the draft. */
  isNew: boolean;
  fields: readonly RecordFieldView[];
  image?: RecordImageView;
  /** Its place in an ordered list: whether it can go up or down, and whether a move is being saved. */
  move?: { canUp: boolean; canDown: boolean; busy: boolean };
  saveState: RecordSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
}

export interface AdminRecordListProps {
  status: RecordListLoadState;
  loadError?: string;
  onRetry: () => void;
  /** The line above the list: which public pages it drives. */
  note: string;
  /** The loading indicator's accessible label, e.g. "Loading coaches". */
  loadingLabel: string;
  /** Shown when the list has no records. */
  emptyText: string;
  /** "Add New Coach". */
  addLabel: string;
  /** "Save Coach". */
  saveLabel: string;
  /** "Delete". */
  deleteLabel: string;
  /** The records' group name for assistive technology, e.g. "Coaches". */
  label: string;
  records: readonly RecordView[];
  /** The record whose deletion awaits confirmation. */
  confirmDelete?: { key: string; title: string; busy: boolean };
  onAdd: () => void;
  onChange: (key: string, field: string, value: string | boolean) => void;
  onSave: (key: string) => void;
  onDeleteRequest: (key: string) => void;
  onDeleteConfirm: () => void;
  onDeleteCancel: () => void;
  /** After a conflict: load the other person's version. */
  onReload: () => void;
  onSelectImage?: (key: string, file: File) => void;
  /**
   * Remove on a record's picture: the container takes it from the form (saved with the record), or asks first with
   * `confirmRemoveImage` and saves it away at once (a logo).
   */
  onRemoveImage?: (key: string) => void;
  /** The record whose saved picture awaits the confirmation of its removal: the dialog's words, busy while saving. */
  confirmRemoveImage?: { key: string; title: string; description: string; confirmLabel: string; busy: boolean };
  onRemoveImageConfirm?: () => void;
  onRemoveImageCancel?: () => void;
  /** Moves a record one place up or down (ordered lists: the gallery, the partners, the café's offers). */
  onMove?: (key: string, direction: 'up' | 'down') => void;
  /** A fixed set of records (the café's links, the branding): no add or delete button. */
  fixed?: boolean;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 4)}
  `,
  header: (t: Theme) => css`
    ${spread(t, 3)}
    & > p {
      flex: 1 1 calc(${t.space[24]} * 3);
    }
  `,
  list: (t: Theme) => css`
    ${stackedList(t, 4)}
  `,
  record: (t: Theme) => css`
    margin: 0;
    ${adminPanel(t, 4)}
  `,
  title: (t: Theme) => css`
    ${recordTitle(t)}
  `,
  fields: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 2), 1fr));
    align-items: start;
    gap: ${t.space[3]};
  `,
  wide: css`
    grid-column: 1 / -1;
  `,
  dialogActions: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${t.space[3]};
  `,
};

function FieldControl({
  field,
  disabled,
  onChange,
}: {
  field: RecordFieldView;
  disabled: boolean;
  onChange: (value: string | boolean) => void;
}) {
  const text = typeof field.value === 'string' ? field.value : '';
  switch (field.kind) {
    case 'switch':
      return (
        <Switch
          label={field.label}
          description={field.hint}
          checked={field.value === true}
          disabled={disabled}
          onCheckedChange={onChange}
        />
      );
    case 'select':
      return (
        <Select
          label={field.label}
          options={field.options ?? []}
          value={text}
          hint={field.hint}
          error={field.error}
          disabled={disabled}
          onValueChange={onChange}
        />
      );
    case 'textarea':
      return (
        <Textarea
          label={field.label}
          rows={3}
          value={text}
          hint={field.hint}
          error={field.error}
          disabled={disabled}
          onValueChange={onChange}
        />
      );
    default:
      return (
        <TextField
          label={field.label}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          value={text}
          hint={field.hint}
          error={field.error}
          disabled={disabled}
          onValueChange={onChange}
        />
      );
  }
}

function RecordForm({ record, props }: { record: RecordView; props: AdminRecordListProps }) {
  const theme = useTheme();
  const saving = record.saveState === 'saving';
  const titleId = `record-${record.key}-title`;
  return (
    <li>
      <AdminSaveForm
        css={styles.record(theme)}
        aria-labelledby={titleId}
        data-record={record.key}
        saveState={record.saveState}
        saveMessage={record.saveMessage}
        onSave={() => props.onSave(record.key)}
        onReload={props.onReload}
        saveLabel={props.saveLabel}
        saveName={`${props.saveLabel}: ${record.title}`}
        savedText="Saved. Visitors see it now."
        actions={
          <>
            {props.fixed ? null : (
              <Button
                variant="outline"
                icon={<Trash2 aria-hidden="true" />}
                disabled={saving}
                aria-label={`${props.deleteLabel}: ${record.title}`}
                onClick={() => props.onDeleteRequest(record.key)}
              >
                {props.deleteLabel}
              </Button>
            )}
            {record.move && props.onMove ? (
              <>
                <Button
                  variant="outline"
                  icon={<ArrowUp aria-hidden="true" />}
                  disabled={saving || record.move.busy || !record.move.canUp}
                  aria-label={`Move up: ${record.title}`}
                  onClick={() => props.onMove?.(record.key, 'up')}
                >
                  Move up
                </Button>
                <Button
                  variant="outline"
                  icon={<ArrowDown aria-hidden="true" />}
                  disabled={saving || record.move.busy || !record.move.canDown}
                  aria-label={`Move down: ${record.title}`}
                  onClick={() => props.onMove?.(record.key, 'down')}
                >
                  Move down
                </Button>
              </>
            ) : null}
          </>
        }
      >
        <h2 id={titleId} css={styles.title(theme)}>
          {record.title}
        </h2>
        <div css={styles.fields(theme)}>
          {record.image && props.onSelectImage ? (
            <ImageUpload
              css={styles.wide}
              label={record.image.label}
              hint={record.image.hint}
              value={record.image.value}
              alt={record.image.alt}
              status={record.image.error && record.image.status === 'idle' ? 'error' : record.image.status}
              error={record.image.error}
              disabled={saving}
              onSelectFile={(file) => props.onSelectImage?.(record.key, file)}
              onRemove={
                record.image.optional && props.onRemoveImage ? () => props.onRemoveImage?.(record.key) : undefined
              }
            />
          ) : null}
          {record.fields.map((field) => (
            <div key={field.name} css={field.wide ? styles.wide : undefined} data-field={field.name}>
              <FieldControl
                field={field}
                disabled={saving}
                onChange={(value) => props.onChange(record.key, field.name, value)}
              />
            </div>
          ))}
        </div>
      </AdminSaveForm>
    </li>
  );
}

/**
 * An admin list editor (Sports Centre: Coaches, Programs, Testimonials; the café, gallery and partners lists; the
 * branding): one form per record with its fields, an optional picture, Save and Delete (confirmed in a dialog),
 * Move up and Move down in ordered lists, and an add button (not in a fixed list). Props in, events out: the container
 * validates with the shared schema, saves and deletes.
 */
export function AdminRecordList(props: AdminRecordListProps) {
  const theme = useTheme();
  return (
    <AdminLoaded
      status={props.status}
      loadError={props.loadError}
      onRetry={props.onRetry}
      loadingLabel={props.loadingLabel}
      rows={3}
    >
      <section css={styles.root(theme)} aria-label={props.label}>
        <div css={styles.header(theme)}>
          <Text tone="secondary">{props.note}</Text>
          {props.fixed ? null : (
            <Button icon={<Plus aria-hidden="true" />} onClick={props.onAdd}>
              {props.addLabel}
            </Button>
          )}
        </div>
        {props.records.length === 0 ? (
          <AdminDataState state="empty" emptyText={props.emptyText} />
        ) : (
          <ul css={styles.list(theme)}>
            {props.records.map((record) => (
              <RecordForm key={record.key} record={record} props={props} />
            ))}
          </ul>
        )}
        <Dialog
          open={props.confirmDelete !== undefined}
          onOpenChange={(open) => {
            if (!open) props.onDeleteCancel();
          }}
          title={props.confirmDelete ? `Delete ${props.confirmDelete.title}?` : 'Delete'}
          description="Visitors will no longer see it. This cannot be undone here."
          footer={
            <div css={styles.dialogActions(theme)}>
              <Button variant="outline" onClick={props.onDeleteCancel}>
                Cancel
              </Button>
              <Button
                variant="destructive"
                icon={<Trash2 aria-hidden="true" />}
                busy={props.confirmDelete?.busy ?? false}
                busyLabel="Deleting..."
                onClick={props.onDeleteConfirm}
              >
                {props.deleteLabel}
              </Button>
            </div>
          }
        />
        <Dialog
          open={props.confirmRemoveImage !== undefined}
          onOpenChange={(open) => {
            if (!open) props.onRemoveImageCancel?.();
          }}
          title={props.confirmRemoveImage?.title ?? 'Remove the picture?'}
          description={props.confirmRemoveImage?.description}
          footer={
            <div css={styles.dialogActions(theme)}>
              <Button variant="outline" onClick={() => props.onRemoveImageCancel?.()}>
                Keep it
              </Button>
              <Button
                variant="destructive"
                icon={<Trash2 aria-hidden="true" />}
                busy={props.confirmRemoveImage?.busy ?? false}
                busyLabel="Removing..."
                onClick={() => props.onRemoveImageConfirm?.()}
              >
                {props.confirmRemoveImage?.confirmLabel ?? 'Remove'}
              </Button>
            </div>
          }
        />
      </section>
    </AdminLoaded>
  );
}

import { css, useTheme, type Theme } from '@emotion/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Field, fieldControlProps, useFieldIds } from '../../primitives/Field';
import { Image } from '../../primitives/Image';
import { Spinner } from '../../primitives/Spinner';
import { centred, cluster } from '../../tokens/recipes';

/** What the upload is doing: nothing, sending a file, or refused (the error says why). */
export const imageUploadStatuses = ['idle', 'uploading', 'error'] as const;
export type ImageUploadStatus = (typeof imageUploadStatuses)[number];

/** The file input's accepted types (the server reads the bytes anyway). */
const ACCEPT = 'image/jpeg,image/png,image/webp';

export interface ImageUploadProps {
  /** Visible label of the field, e.g. "Product image"; part of the button's accessible name. */
  label: string;
  /** The current image's address; empty shows "No image yet". */
  value?: string;
  /** Text alternative of the preview. Default: the label. */
  alt?: string;
  /** Help under the label, e.g. "JPEG, PNG or WebP, up to 2 MB." */
  hint?: string;
  status?: ImageUploadStatus;
  /** Why the last file was refused (shown with status `error`). */
  error?: string;
  /** Text of the button. Default "Upload Image". */
  buttonLabel?: string;
  /** Text shown while a file is sent. Default "Uploading...". */
  uploadingLabel?: string;
  /** Text of the empty preview. Default "No image yet". */
  emptyLabel?: string;
  /** Text of the button that takes the picture away (an optional picture). Default "Remove Image". */
  removeLabel?: string;
  /** Preview width-to-height ratio. Default 4 / 3. */
  ratio?: number;
  disabled?: boolean;
  /** The file the person chose (not yet checked: the container checks and sends it). */
  onSelectFile: (file: File) => void;
  /**
   * The picture is optional: with one shown, a Remove Image button reports that the person wants none (the container
   * clears the value; nothing is deleted from the server until the record is saved).
   */
  onRemove?: () => void;
  id?: string;
  className?: string;
}

const styles = {
  row: (t: Theme) => css`
    ${cluster(t, 3)}
  `,
  preview: (t: Theme) => css`
    flex: 0 0 auto;
    width: calc(${t.sizes.touch} * 3);
  `,
  empty: (t: Theme, ratio: number) => css`
    ${centred}
    aspect-ratio: ${ratio};
    padding: ${t.space[2]};
    border: ${t.borderWidths.thin} dashed ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.sunken};
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.sm};
    text-align: center;
  `,
  actions: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[2]};
  `,
  input: css`
    display: none;
  `,
};

/**
 * An image field for the admin managers: the current picture (or "No image yet"), an Upload Image button that opens
 * the file picker (JPEG, PNG, WebP), "Uploading..." while the file is sent, and the reason a file was refused. It
 * reports the chosen file; checking and sending it is the container's work.
 */
export function ImageUpload({
  label,
  value,
  alt,
  hint,
  status = 'idle',
  error,
  buttonLabel = 'Upload Image',
  uploadingLabel = 'Uploading...',
  emptyLabel = 'No image yet',
  removeLabel = 'Remove Image',
  ratio = 4 / 3,
  disabled = false,
  onSelectFile,
  onRemove,
  id,
  className,
}: ImageUploadProps) {
  const theme = useTheme();
  const ids = useFieldIds(id, 'image');
  const shownError = status === 'error' ? error : undefined;
  const { state, ...aria } = fieldControlProps(ids, { hint, error: shownError, disabled });
  const input = useRef<HTMLInputElement>(null);
  const uploading = status === 'uploading';

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) reports it again.
    event.target.value = '';
    if (file) onSelectFile(file);
  };

  return (
    <Field label={label} ids={ids} labelKind="group" hint={hint} error={shownError} state={state} className={className}>
      <div css={styles.row(theme)} data-status={status}>
        <div css={styles.preview(theme)}>
          {value ? (
            <Image src={value} alt={alt ?? label} ratio={ratio} fit="cover" radius="md" />
          ) : (
            <div css={styles.empty(theme, ratio)}>{emptyLabel}</div>
          )}
        </div>
        <div css={styles.actions(theme)}>
          <Button
            id={ids.controlId}
            variant="outline"
            size="sm"
            icon={<ImagePlus aria-hidden="true" />}
            aria-label={`${buttonLabel}: ${label}`}
            {...aria}
            disabled={disabled || uploading}
            onClick={() => input.current?.click()}
          >
            {buttonLabel}
          </Button>
          {value && onRemove ? (
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 aria-hidden="true" />}
              aria-label={`${removeLabel}: ${label}`}
              disabled={disabled || uploading}
              onClick={onRemove}
            >
              {removeLabel}
            </Button>
          ) : null}
          {uploading && <Spinner label={uploadingLabel} showLabel size="sm" />}
        </div>
      </div>
      <input
        ref={input}
        css={styles.input}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${ids.controlId}-file`}
        onChange={chosen}
      />
    </Field>
  );
}

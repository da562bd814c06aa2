import { useTheme } from '@emotion/react';
import { Save } from 'lucide-react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { adminScreenStyles as screen } from '../adminScreen.styles';
import { AdminSaveAlert, type ManagerSaveState } from '../AdminSaveAlert';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';

export interface AdminSaveFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  saveState: ManagerSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
  /** Submitting the form: the Save button, or Enter in a field. */
  onSave: () => void;
  /** After a conflict: load the other person's version. */
  onReload: () => void;
  /** The Save button's text, e.g. "Save Settings". */
  saveLabel: string;
  /** The Save button's accessible name when its text alone is ambiguous, e.g. "Save Coach: Priya". */
  saveName?: string;
  /** The Save button's icon (a floppy disk unless given). */
  saveIcon?: ReactNode;
  /** The confirmation beside the buttons after a save. */
  savedText: string;
  /** More buttons after Save, e.g. Delete. */
  actions?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}

/** A manager's save state and its events, as the form takes them. */
export type ManagerSave = Pick<AdminSaveFormProps, 'saveState' | 'saveMessage' | 'onSave' | 'onReload'>;

/** The save state and events out of a manager screen's props (the rest of them are not the form's attributes). */
export const saveOf = ({ saveState, saveMessage, onSave, onReload }: ManagerSave): ManagerSave => ({
  saveState,
  saveMessage,
  onSave,
  onReload,
});

/**
 * An admin form that saves: its fields, why a save did not go through (Reload after a conflict), the Save button
 * (busy while saving) with any other buttons, and the confirmation after a save. Props in, events out.
 */
export function AdminSaveForm({
  saveState,
  saveMessage,
  onSave,
  onReload,
  saveLabel,
  saveName,
  saveIcon = <Save aria-hidden="true" />,
  savedText,
  actions,
  children,
  ...rest
}: AdminSaveFormProps) {
  const theme = useTheme();
  const saving = saveState === 'saving';
  return (
    <form
      noValidate
      data-state={saveState}
      {...rest}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      {children}
      <AdminSaveAlert saveState={saveState} saveMessage={saveMessage} onReload={onReload} />
      <div css={screen.actions(theme)}>
        <Button
          type="submit"
          icon={saveIcon}
          busy={saving}
          busyLabel="Saving..."
          aria-label={saving ? undefined : saveName}
        >
          {saveLabel}
        </Button>
        {actions}
        {saveState === 'saved' ? (
          <Text tone="secondary" role="status">
            {savedText}
          </Text>
        ) : null}
      </div>
    </form>
  );
}

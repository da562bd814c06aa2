import { css, type Theme } from '@emotion/react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../primitives/Button';

/** The load states of a manager's data. */
export const managerLoadStates = ['loading', 'ready', 'error'] as const;
export type ManagerLoadState = (typeof managerLoadStates)[number];

/** A save's state: `failed` and `conflict` keep what was typed and say why; `saved` confirms. */
export const managerSaveStates = ['idle', 'saving', 'saved', 'failed', 'conflict'] as const;
export type ManagerSaveState = (typeof managerSaveStates)[number];

export interface AdminSaveAlertProps {
  saveState: ManagerSaveState;
  /** Why the save failed (the server's message); nothing is shown without one. */
  saveMessage?: string;
  /** Reload, offered when someone else saved first (`conflict`). */
  onReload: () => void;
}

const styles = {
  alert: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
    padding: ${t.space[3]} ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.status.danger.border};
    border-radius: ${t.radii.md};
    background: ${t.color.status.danger.bg};
    color: ${t.color.status.danger.fg};
    font-family: ${t.font.family.body};
    & > svg {
      width: ${t.sizes.icon.md};
      height: ${t.sizes.icon.md};
      flex: none;
    }
    & > p {
      margin: 0;
      flex: 1 1 auto;
    }
  `,
};

/**
 * Why an admin manager's save did not go through, next to its Save button: the server's message, and Reload when
 * someone else saved the same record first. Renders nothing unless the save failed or conflicted.
 */
export function AdminSaveAlert({ saveState, saveMessage, onReload }: AdminSaveAlertProps) {
  if ((saveState !== 'failed' && saveState !== 'conflict') || !saveMessage) return null;
  return (
    <div css={styles.alert} role="alert" data-state={saveState}>
      <CircleAlert aria-hidden="true" />
      <p>{saveMessage}</p>
      {saveState === 'conflict' ? (
        <Button variant="outline" size="sm" icon={<RotateCw aria-hidden="true" />} onClick={onReload}>
          Reload
        </Button>
      ) : null}
    </div>
  );
}

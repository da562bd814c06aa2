import { css, type Theme } from '@emotion/react';
import { UserMinus } from 'lucide-react';
import type { WaitlistSlotGroup } from '../../../machines/waitlist/waitlist.view';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { DataTable, dialogBodyStyles, dialogErrorStyles, ListBody, panelStyles, type ListStatus } from './parts';

export interface WaitlistPanelProps {
  status: ListStatus;
  /** The slots people wait for, soonest first, each with its line in order (null before the first answer). */
  groups: readonly WaitlistSlotGroup[] | null;
  errorText?: string;
  onRetry: () => void;
  /** Remove was pressed on an entry: ask before taking them out of line. */
  onRemove: (id: number) => void;
  /** The removal being confirmed, while its dialog is open. */
  removeDialog: {
    id: number;
    name: string;
    slotLabel: string;
    /** They hold an offer: removing them ends it and offers the slot to the next person. */
    offered: boolean;
    busy: boolean;
    error?: string;
  } | null;
  onRemoveConfirm: () => void;
  onRemoveDismiss: () => void;
}

const groupStyles = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
`;

/**
 * The Bookings tab's waiting list: per slot ahead, who waits for it in order (name, phone, email, waiting or offered
 * until when), each with Remove (confirmed in a dialog; removing someone holding an offer passes the slot on).
 */
export function WaitlistPanel(props: WaitlistPanelProps) {
  const { status, groups, removeDialog } = props;
  return (
    <section css={panelStyles} aria-labelledby="waitlist-panel-heading" data-panel="waitlist">
      <Heading level={2} size="sm" id="waitlist-panel-heading">
        Waiting list
      </Heading>
      <ListBody
        status={status}
        rows={groups}
        errorText={props.errorText}
        emptyText="Nobody is waiting for a slot."
        loadingLabel="Loading the waiting list"
        skeletonRows={2}
        onRetry={props.onRetry}
      >
        {(found) =>
          found.map((group) => (
            <div key={group.key} css={groupStyles} data-slot={group.key}>
              <Heading level={3} size="xs">
                {group.slotLabel}
              </Heading>
              <DataTable
                label={`Waiting for ${group.slotLabel}`}
                busy={status === 'loading'}
                testId="waitlist-table"
                columns={['#', 'Name', 'Contact', 'Status', 'Actions']}
              >
                {group.people.map((p) => (
                  <tr key={p.id} data-entry={p.id} data-status={p.status}>
                    <td>{p.position}</td>
                    <th scope="row">{p.name}</th>
                    <td>
                      {p.phone}
                      <small>{p.email}</small>
                    </td>
                    <td>
                      <Badge tone={p.status === 'offered' ? 'warning' : 'neutral'} size="sm">
                        {p.statusLabel}
                      </Badge>
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="outline"
                        icon={<UserMinus aria-hidden="true" />}
                        aria-label={`Remove ${p.name} from the waiting list`}
                        onClick={() => props.onRemove(p.id)}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          ))
        }
      </ListBody>

      <Dialog
        open={removeDialog !== null}
        onOpenChange={(open) => !open && props.onRemoveDismiss()}
        title={removeDialog ? `Remove ${removeDialog.name} from the waiting list?` : 'Remove from the waiting list'}
        description={removeDialog?.slotLabel}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={props.onRemoveDismiss}>
              Keep them
            </Button>
            <Button
              variant="destructive"
              busy={removeDialog?.busy ?? false}
              busyLabel="Removing..."
              onClick={props.onRemoveConfirm}
            >
              Remove
            </Button>
          </>
        }
      >
        {removeDialog && (
          <div css={dialogBodyStyles}>
            <Text>
              {removeDialog.offered
                ? 'The slot is held for them right now. Removing them ends their offer, and the slot is offered to the next person waiting.'
                : 'They will not be told, and will get no offer for this slot.'}
            </Text>
            {removeDialog.error && (
              <p css={dialogErrorStyles} role="alert">
                {removeDialog.error}
              </p>
            )}
          </div>
        )}
      </Dialog>
    </section>
  );
}

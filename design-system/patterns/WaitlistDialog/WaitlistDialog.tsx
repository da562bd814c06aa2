import { css, useTheme, type Theme } from '@emotion/react';
import { BellRing, CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { WaitlistFormStatus } from '../../../machines/waitlist/waitlistJoin.machine';
import type { WaitlistField, WaitlistPerson } from '../../../machines/waitlist/waitlist.schema';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Text } from '../../primitives/Text';
import { CustomerForm } from '../CustomerForm';
import { column } from '../../tokens/recipes';
import { childIconBox, iconBox } from '../../primitives/shared.styles';

/** The form's states, on the DOM as `data-state`. */
export const waitlistDialogStates = [
  'editing',
  'invalid',
  'sending',
  'joined',
  'alreadyWaiting',
  'error',
] as const satisfies readonly WaitlistFormStatus[];

export interface WaitlistDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** What the form shows: editing, invalid (the fields' messages), sending, joined, already waiting, or an error. */
  status: WaitlistFormStatus;
  /** The dialog's title ('Notify me if it frees up'). */
  title: string;
  /** The slot waited for ('Badminton, Court 1, Wednesday, 23 December 2026, 7:00 AM, 1 hour'). */
  slotLabel: string;
  /** How the waiting list works, under the slot. */
  intro: string;
  /** The person's details as typed (controlled). */
  values: WaitlistPerson;
  /** The message under each field that is not right (status `invalid`). */
  errors?: Partial<Record<WaitlistField, string>>;
  /** The outcome (joined, already waiting) or what went wrong (error). */
  notice?: string | null;
  /** A field changed: its name and the new text. */
  onFieldChange: (field: WaitlistField, value: string) => void;
  /** Send the details (Notify me). */
  onSubmit: () => void;
  /** Close the dialog (Cancel, Done, Close, Escape). */
  onClose: () => void;
}

const styles = {
  body: (t: Theme) => css`
    ${column(t, 4)}
  `,
  slot: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
    align-items: flex-start;
    margin: 0;
    padding: ${t.space[3]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.canvas};
    font-weight: ${t.font.weight.semibold};
    & > svg {
      ${iconBox(t, 'md')}
      color: ${t.color.text.accent};
    }
  `,
  notice: (t: Theme) => css`
    display: flex;
    gap: ${t.space[2]};
    margin: 0;
    padding: ${t.space[3]};
    border: ${t.borderWidths.thin} solid;
    border-radius: ${t.radii.md};
    font-size: ${t.font.size.sm};
    ${childIconBox(t, 'md')}
    &[data-tone='success'] {
      border-color: ${t.color.status.success.border};
      background: ${t.color.status.success.bg};
      color: ${t.color.status.success.fg};
    }
    &[data-tone='info'] {
      border-color: ${t.color.status.info.border};
      background: ${t.color.status.info.bg};
      color: ${t.color.status.info.fg};
    }
    &[data-tone='danger'] {
      border-color: ${t.color.status.danger.border};
      background: ${t.color.status.danger.bg};
      color: ${t.color.status.danger.fg};
    }
  `,
};

/**
 * "Notify me if it frees up": the waiting list's form for a booked or held slot, in a dialog. It names the slot,
 * says how offers work, and asks for the name, email and phone number (each with its own message). Sending shows the
 * button busy; once joined (or when this phone number is already waiting) the form gives way to the outcome and
 * Done; an error keeps the form, with what went wrong above it, to send again.
 */
export function WaitlistDialog(props: WaitlistDialogProps) {
  const theme = useTheme();
  const formId = useId();
  const { status, notice } = props;
  const finished = status === 'joined' || status === 'alreadyWaiting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'sending') props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      size="sm"
      footer={
        finished ? (
          <Button onClick={props.onClose}>Done</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={props.onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              icon={<BellRing aria-hidden="true" />}
              busy={status === 'sending'}
              busyLabel="Adding you..."
            >
              Notify me
            </Button>
          </>
        )
      }
    >
      <div css={styles.body(theme)} data-part="waitlist" data-state={status}>
        <p css={styles.slot(theme)}>
          <BellRing aria-hidden="true" />
          <span>{props.slotLabel}</span>
        </p>
        {finished ? (
          <p
            css={styles.notice(theme)}
            role="status"
            data-tone={status === 'joined' ? 'success' : 'info'}
            data-part="notice"
          >
            {status === 'joined' ? <CircleCheck aria-hidden="true" /> : <Info aria-hidden="true" />}
            <span>{notice}</span>
          </p>
        ) : (
          <>
            <Text size="sm" tone="secondary">
              {props.intro}
            </Text>
            {status === 'error' && notice && (
              <p css={styles.notice(theme)} role="alert" data-tone="danger" data-part="notice">
                <CircleAlert aria-hidden="true" />
                <span>{notice}</span>
              </p>
            )}
            <form id={formId} onSubmit={submit} noValidate>
              <CustomerForm
                legend="Your details"
                idPrefix="waitlist"
                values={props.values}
                errors={props.errors}
                readOnly={status === 'sending'}
                onFieldChange={props.onFieldChange}
              />
            </form>
          </>
        )}
      </div>
    </Dialog>
  );
}

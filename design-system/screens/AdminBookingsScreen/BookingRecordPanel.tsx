import { css, useTheme, type Theme } from '@emotion/react';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BookingPermissions, BookingRecordView } from '../../../machines/admin/bookingRecord.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { adminRow, adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { ResendMessageButton, resendStateOf } from '../../patterns/ResendMessageButton';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { cluster, column } from '../../tokens/recipes';
import { BookingActions } from '../AdminDashboardScreen/BookingParts';
import { PaymentSummary } from '../AdminDashboardScreen/PaymentSummary';
import { actionsStyles, DataTable, dialogErrorStyles, statusNoteStyles } from '../AdminDashboardScreen/parts';

/** The open record's states: being read, shown, no such booking, or the read failed. */
export const bookingRecordStates = ['loading', 'ready', 'notFound', 'error'] as const;
export type BookingRecordState = (typeof bookingRecordStates)[number];

export interface BookingRecordPanelProps {
  state: BookingRecordState;
  /** The record (state `ready`). */
  view?: BookingRecordView;
  /** Why there is no record (`notFound`) or why it could not be read (`error`). */
  message?: string;
  permissions: BookingPermissions;
  onBack: () => void;
  onRetry: () => void;
  onChat: (id: string) => void;
  onEdit: (id: string) => void;
  onCancel: (id: string) => void;
  onResend: (messageId: string) => void;
  /** The messages being sent again, each until the server answers (their buttons are busy). */
  resendingIds: readonly string[];
  /** Why the last Resend was refused. */
  resendError?: string;
  /** Texts of the empty sections. */
  emptyTexts: { payments: string; messages: string; waitlist: string };
  loadingLabel: string;
}

const styles = {
  /** A waiting visitor's status can be long ("Offered the slot until <date and time>"): on a phone it wraps. */
  wrappingBadge: css`
    max-width: 100%;
    white-space: normal;
  `,
  root: (t: Theme) => css`
    ${column(t, 6)}
  `,
  head: (t: Theme) => css`
    ${cluster(t, 3)}
  `,
  section: (t: Theme) => css`
    ${column(t, 3)}
  `,
  facts: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 2), 1fr));
    gap: ${t.space[3]};
    margin: 0;
    & > div {
      padding: ${t.space[3]};
      border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
      border-radius: ${t.radii.md};
      background: ${t.color.surface.base};
      overflow-wrap: anywhere;
    }
    & dt {
      color: ${t.color.text.secondary};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.semibold};
      text-transform: uppercase;
      letter-spacing: ${t.font.letterSpacing.wide};
    }
    & dd {
      margin: ${t.space[1]} 0 0;
      color: ${t.color.text.primary};
    }
  `,
  item: (t: Theme) => css`
    ${column(t, 1)}
    ${adminRow(t)}
    background: ${t.color.surface.base};
    overflow-wrap: anywhere;
  `,
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const theme = useTheme();
  return (
    <section css={styles.section(theme)} aria-labelledby={`record-${id}`} data-section={id}>
      <Heading level={3} size="xs" id={`record-${id}`}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

function Sessions({ view, props }: { view: BookingRecordView; props: BookingRecordPanelProps }) {
  return (
    <DataTable
      label="Sessions list"
      busy={false}
      testId="record-sessions"
      columns={['Session', 'Court', 'When', 'Price', 'Status', ...(props.permissions.change ? ['Actions'] : [])]}
    >
      {view.sessions.map((s) => (
        <tr key={s.id} data-booking={s.id} data-status={s.status}>
          <th scope="row">
            {s.id}
            {s.whatsappSent && <small>Confirmation chat sent</small>}
          </th>
          <td>
            {s.sport}
            <small>{s.court}</small>
          </td>
          <td>
            {s.date}
            <small>
              {s.time} · {s.duration}
            </small>
          </td>
          <td>{s.amount}</td>
          <td>
            <Badge tone={s.statusTone} size="sm">
              {s.statusLabel}
            </Badge>
            {s.refundText ? <small>{s.refundText}</small> : null}
          </td>
          {props.permissions.change ? (
            <td>
              <BookingActions booking={s} onChat={props.onChat} onEdit={props.onEdit} onCancel={props.onCancel} />
            </td>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}

function Payments({ view, props }: { view: BookingRecordView; props: BookingRecordPanelProps }) {
  const theme = useTheme();
  if (view.payments.length === 0) return <Text tone="secondary">{props.emptyTexts.payments}</Text>;
  return (
    <ul css={screen.list(theme)} aria-label="Payments">
      {view.payments.map((p) => (
        <li key={p.id} css={styles.item(theme)} data-payment={p.id} data-status={p.status}>
          <PaymentSummary payment={p} variant="item" />
        </li>
      ))}
    </ul>
  );
}

function Messages({ view, props }: { view: BookingRecordView; props: BookingRecordPanelProps }) {
  const theme = useTheme();
  return (
    <>
      {props.resendError ? (
        <p role="alert" css={dialogErrorStyles}>
          {props.resendError}
        </p>
      ) : null}
      {view.messages.length === 0 ? (
        <Text tone="secondary">{props.emptyTexts.messages}</Text>
      ) : (
        <ul css={screen.list(theme)} aria-label="Messages">
          {view.messages.map((m) => (
            <li key={m.id} css={styles.item(theme)} data-message={m.id} data-status={m.status}>
              <div css={actionsStyles}>
                <Text weight="bold">{m.subject}</Text>
                <Badge tone={m.statusTone} size="sm">
                  {m.statusLabel}
                </Badge>
              </div>
              <Text size="sm" tone="secondary">{`${m.kindLabel} · to ${m.recipient} · ${m.writtenText}`}</Text>
              <Text size="sm">{m.deliveryText}</Text>
              {m.lastError && m.status !== 'unsent' ? (
                <p css={statusNoteStyles('danger', 'xs')}>{`Last error: ${m.lastError}`}</p>
              ) : null}
              {m.canResend && props.permissions.resend ? (
                <div>
                  <ResendMessageButton
                    message={m}
                    state={resendStateOf(props.resendingIds, m.id)}
                    onResend={props.onResend}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Record({ view, props }: { view: BookingRecordView; props: BookingRecordPanelProps }) {
  const theme = useTheme();
  return (
    <>
      <header css={styles.section(theme)}>
        <div css={styles.head(theme)}>
          <Heading level={2} size="sm" data-testid="record-title">
            {view.title}
          </Heading>
          <Badge tone={view.statusTone}>{view.statusLabel}</Badge>
        </div>
        <Text tone="secondary">{view.summary}</Text>
      </header>
      <Section id="customer" title="Customer">
        <dl css={styles.facts(theme)}>
          <div>
            <dt>Name</dt>
            <dd>{view.customer.name}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <Link href={view.customer.phoneHref}>{view.customer.phone}</Link>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              {view.customer.emailHref ? (
                <Link href={view.customer.emailHref}>{view.customer.email}</Link>
              ) : (
                view.customer.email
              )}
            </dd>
          </div>
        </dl>
      </Section>
      <Section id="sessions" title="Sessions">
        <Sessions view={view} props={props} />
      </Section>
      <Section id="payments" title="Payment and refunds">
        <Payments view={view} props={props} />
      </Section>
      <Section id="messages" title="Messages">
        <Messages view={view} props={props} />
      </Section>
      <Section id="waitlist" title="Waiting list for its slots">
        {view.waitlist.length === 0 ? (
          <Text tone="secondary">{props.emptyTexts.waitlist}</Text>
        ) : (
          <ul css={screen.list(theme)} aria-label="Waiting list">
            {view.waitlist.map((w) => (
              <li key={w.id} css={styles.item(theme)} data-waitlist={w.id}>
                <div css={actionsStyles}>
                  <Text weight="bold">{`${w.name} · ${w.phone}`}</Text>
                  <Badge tone={w.statusTone} size="sm" css={styles.wrappingBadge}>
                    {w.statusText}
                  </Badge>
                </div>
                <Text size="sm" tone="secondary">
                  {w.slot}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="history" title="History">
        <ol css={screen.list(theme)} aria-label="History, newest first">
          {view.history.map((h) => (
            <li key={h.key} css={styles.item(theme)} data-source={h.source}>
              <Text>{h.summary}</Text>
              <Text size="sm" tone="secondary">{`${h.who} · ${h.when}`}</Text>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

/** One booking's whole record, with Back to bookings; or why there is none. */
export function BookingRecordPanel(props: BookingRecordPanelProps) {
  const theme = useTheme();
  return (
    <article css={styles.root(theme)} data-record-state={props.state} aria-label="Booking record">
      <div>
        <Button variant="ghost" icon={<ArrowLeft aria-hidden="true" />} onClick={props.onBack}>
          Back to bookings
        </Button>
      </div>
      {props.state === 'ready' && props.view ? (
        <Record view={props.view} props={props} />
      ) : props.state === 'notFound' ? (
        <AdminDataState state="empty" emptyText={props.message} />
      ) : props.state === 'error' ? (
        <AdminDataState state="error" errorText={props.message} onRetry={props.onRetry} />
      ) : (
        <AdminDataState state="loading" loadingLabel={props.loadingLabel} rows={6} />
      )}
    </article>
  );
}

import { css, type Theme } from '@emotion/react';
import { Eye } from 'lucide-react';
import type { Option } from '../../../machines/admin/admin.view';
import type { MessageDetailView, MessageRowView } from '../../../machines/admin/messages.view';
import { AdminDataState } from '../../patterns/AdminDataState';
import { ResendMessageButton, resendStateOf } from '../../patterns/ResendMessageButton';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { Heading } from '../../primitives/Heading';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import {
  actionsStyles,
  dialogBodyStyles,
  dialogErrorStyles,
  panelStyles,
  statusNoteStyles,
  ListTable,
  toolbarStyles,
  type ListPageProps,
} from '../AdminDashboardScreen/parts';
import { MessagePreview } from './MessagePreview';

/** The open message's states: its words being fetched, shown, or the fetch failed. */
export const messageDetailStates = ['loading', 'ready', 'error'] as const;
export type MessageDetailState = (typeof messageDetailStates)[number];

export interface AdminMessagesScreenProps extends ListPageProps<MessageRowView> {
  /** The filters as chosen ('all' for any status or kind). */
  filters: { status: string; kind: string; q: string };
  statusOptions: readonly Option[];
  kindOptions: readonly Option[];
  onStatusChange: (status: string) => void;
  onKindChange: (kind: string) => void;
  onSearchChange: (q: string) => void;
  /** Whether the server has a mail server; without one a note says messages are kept here unsent. */
  mailConfigured: boolean;
  /** The note shown without a mail server. */
  noMailServerText: string;
  /** View: open the message as it reads. */
  onView: (id: string) => void;
  /** Resend a failed or unsent message. */
  onResend: (id: string) => void;
  /** The messages being sent again, each until the server answers (their buttons are busy). */
  resendingIds: readonly string[];
  /** Why the last Resend was refused (shown in the dialog, or above the list). */
  resendError?: string;
  /** The open message, or null. */
  detail: { state: MessageDetailState; view?: MessageDetailView; errorText?: string } | null;
  onDetailClose: () => void;
  onDetailRetry: () => void;
  /** The centre's name, as the email's band shows it. */
  centreName: string;
}

const errorLineStyles = [
  statusNoteStyles('danger', 'xs'),
  (t: Theme) => css`
    margin: ${t.space[2]} 0 0;
    overflow-wrap: anywhere;
  `,
];

const textBodyStyles = (t: Theme) => css`
  margin: ${t.space[2]} 0 0;
  padding: ${t.space[3]};
  border-radius: ${t.radii.md};
  background: ${t.color.surface.sunken};
  color: ${t.color.text.primary};
  font-size: ${t.font.size.xs};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const summaryStyles = (t: Theme) => css`
  cursor: pointer;
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.text.primary};
`;

function Detail({ props }: { props: AdminMessagesScreenProps }) {
  const detail = props.detail;
  if (!detail) return null;
  if (detail.state === 'loading') return <AdminDataState state="loading" loadingLabel="Loading the message" rows={4} />;
  if (detail.state === 'error' || !detail.view)
    return <AdminDataState state="error" errorText={detail.errorText} onRetry={props.onDetailRetry} />;
  const { row, document, text, attachments } = detail.view;
  return (
    <div css={dialogBodyStyles} data-message={row.id} data-status={row.status}>
      <div css={actionsStyles}>
        <Badge tone={row.statusTone} size="sm">
          {row.statusLabel}
        </Badge>
        <Text as="span" size="sm" tone="secondary">{`To ${row.recipient} · ${row.deliveryText}`}</Text>
      </div>
      {row.lastError ? <p css={errorLineStyles} data-last-error="">{`Last error: ${row.lastError}`}</p> : null}
      {props.resendError ? (
        <p role="alert" css={dialogErrorStyles}>
          {props.resendError}
        </p>
      ) : null}
      <MessagePreview document={document} centreName={props.centreName} />
      <Text size="sm" tone="secondary">
        {attachments.length > 0 ? `Attached: ${attachments.join('; ')}` : 'No attachments.'}
      </Text>
      <details>
        <summary css={summaryStyles}>Plain-text version</summary>
        <pre css={textBodyStyles} data-text-body="">
          {text}
        </pre>
      </details>
    </div>
  );
}

/**
 * Admin > Messages: the outbox (every message the site sent or will send) newest first, filtered by status and kind
 * and searched by address or reference; each row's status, attempts and last error; View opens the message as it
 * reads (its words, the plain-text version and its files) and Resend sends a failed or unsent one again. Without a
 * mail server a note says messages are kept here. Props in, events out.
 */
export function AdminMessagesScreen(props: AdminMessagesScreenProps) {
  const { filters, detail } = props;
  const open = detail?.view?.row;
  return (
    <section css={panelStyles} aria-labelledby="messages-title" data-screen="messages">
      <header>
        <Heading level={1} size="md" id="messages-title">
          Messages
        </Heading>
        <Text tone="secondary">
          Confirmations, receipts, cancellations and refunds sent by email, and the centre&apos;s own alerts.
        </Text>
      </header>
      {!props.mailConfigured ? (
        <p css={statusNoteStyles('warning', 'sm')} data-mail="off">
          {props.noMailServerText}
        </p>
      ) : null}
      <div css={toolbarStyles} role="search" aria-label="Filter messages">
        <TextField
          label="Search"
          placeholder="Email address or reference"
          value={filters.q}
          onValueChange={props.onSearchChange}
          inputMode="search"
        />
        <Select
          label="Status"
          options={props.statusOptions}
          value={filters.status}
          onValueChange={props.onStatusChange}
        />
        <Select label="Message" options={props.kindOptions} value={filters.kind} onValueChange={props.onKindChange} />
      </div>
      {props.resendError && !detail ? (
        <p role="alert" css={dialogErrorStyles}>
          {props.resendError}
        </p>
      ) : null}
      <ListTable
        {...props}
        loadingLabel="Loading messages"
        label="Messages list"
        testId="messages-table"
        columns={['Message', 'To', 'Status', 'Actions']}
        pagerLabel="Messages pages"
        row={(m) => (
          <tr key={m.id} data-message={m.id} data-status={m.status}>
            <th scope="row">
              {m.subject}
              <small>{`${m.kindLabel} · ${m.reference}`}</small>
              <small>{m.writtenText}</small>
            </th>
            <td>{m.recipient}</td>
            <td>
              <Badge tone={m.statusTone} size="sm">
                {m.statusLabel}
              </Badge>
              <small>{m.deliveryText}</small>
              {m.lastError && m.status !== 'unsent' ? (
                <p css={errorLineStyles}>{`Last error: ${m.lastError}`}</p>
              ) : null}
            </td>
            <td>
              <div css={actionsStyles}>
                <Button
                  size="sm"
                  variant="outline"
                  icon={<Eye aria-hidden="true" />}
                  aria-label={`View: ${m.subject}, to ${m.recipient}`}
                  onClick={() => props.onView(m.id)}
                >
                  View
                </Button>
                {m.canResend ? (
                  <ResendMessageButton
                    message={m}
                    state={resendStateOf(props.resendingIds, m.id)}
                    onResend={props.onResend}
                  />
                ) : null}
              </div>
            </td>
          </tr>
        )}
      />
      <Dialog
        open={detail !== null}
        onOpenChange={(next) => !next && props.onDetailClose()}
        title={open ? open.subject : 'Message'}
        description={open ? `${open.kindLabel} · ${open.reference}` : undefined}
        size="lg"
        footer={
          <>
            <Button variant="ghost" onClick={props.onDetailClose}>
              Back to messages
            </Button>
            {open?.canResend ? (
              <ResendMessageButton
                message={open}
                state={resendStateOf(props.resendingIds, open.id)}
                onResend={props.onResend}
                size="md"
              />
            ) : null}
          </>
        }
      >
        <Detail props={props} />
      </Dialog>
    </section>
  );
}

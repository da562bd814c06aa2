import { useState } from 'react';
import { AdminMessagesScreen, type AdminMessagesScreenProps } from '../../../design-system/screens/AdminMessagesScreen';
import { ALL, paginationView } from '../../../machines/admin/admin.view';
import type { ResourceParams } from '../../../machines/admin/adminResource.machine';
import {
  messageDetailView,
  messageKindOptions,
  messageRowView,
  messagesCopy,
  messageStatusOptions,
} from '../../../machines/admin/messages.view';
import type { AdminMessagesPage, AdminMessagesQuery } from '../../../machines/api/messages.schema';
import { getMessage, listMessages, resendMessage } from '../../adapters/adminMessagesApi';
import { adminMeta } from '../../content/admin';
import { useSite } from '../../layout/siteSettings';
import { useToast } from '../../toasts';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useResource } from './useResource';

const chosen = (value: string | number | undefined) =>
  typeof value === 'string' && value !== '' && value !== ALL ? value : undefined;
const text = (value: string | number | undefined) => (typeof value === 'string' ? value : '');
const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

type Detail = NonNullable<AdminMessagesScreenProps['detail']> & { id: string };

/** The Messages screen's container: the list's resource machine, the open message, Resend with its toast. */
function Messages() {
  const { push } = useToast();
  const site = useSite();
  const list = useResource<AdminMessagesPage>(
    (p) =>
      listMessages({
        status: chosen(p.status) as AdminMessagesQuery['status'],
        kind: chosen(p.kind) as AdminMessagesQuery['kind'],
        q: chosen(p.q),
        page: typeof p.page === 'number' ? p.page : 1,
      }),
    { status: ALL, kind: ALL, q: '', page: 1 },
  );
  const [detail, setDetail] = useState<Detail | null>(null);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const [resendError, setResendError] = useState<string | undefined>();

  const open = (id: string) => {
    setResendError(undefined);
    setDetail({ id, state: 'loading' });
    getMessage(id)
      .then((message) =>
        setDetail((d) => (d?.id === id ? { id, state: 'ready', view: messageDetailView(message) } : d)),
      )
      .catch((error: unknown) =>
        setDetail((d) => (d?.id === id ? { id, state: 'error', errorText: messageOf(error) } : d)),
      );
  };
  const set = (params: ResourceParams) => list.actor.send({ type: 'user.setParams', params });
  const page = list.data;

  return (
    <AdminMessagesScreen
      filters={{ status: text(list.params.status), kind: text(list.params.kind), q: text(list.params.q) }}
      statusOptions={messageStatusOptions}
      kindOptions={messageKindOptions}
      onStatusChange={(status) => set({ status })}
      onKindChange={(kind) => set({ kind })}
      onSearchChange={(q) => list.actor.send({ type: 'user.search', q })}
      status={list.status}
      rows={page ? page.rows.map(messageRowView) : null}
      pagination={page ? paginationView(page) : null}
      errorText={list.error}
      emptyText={messagesCopy.emptyText}
      onPageChange={(next) => set({ page: next })}
      onRetry={() => list.actor.send({ type: 'user.retry' })}
      mailConfigured={page?.mailConfigured ?? true}
      noMailServerText={messagesCopy.noMailServer}
      onView={open}
      onResend={(id) => {
        setResendingId(id);
        setResendError(undefined);
        resendMessage(id)
          .then(() => {
            push({ title: 'Message Queued', description: messagesCopy.resent });
            list.actor.send({ type: 'data.refresh' });
            if (detail?.id === id) open(id);
          })
          .catch((error: unknown) => setResendError(messageOf(error)))
          .finally(() => setResendingId(null));
      }}
      resendingId={resendingId}
      resendError={resendError}
      detail={detail}
      onDetailClose={() => {
        setDetail(null);
        setResendError(undefined);
      }}
      onDetailRetry={() => detail && open(detail.id)}
      centreName={site.name}
    />
  );
}

/** /admin/messages: the outbox inside the admin shell, behind the sign-in. */
export function AdminMessagesPage() {
  return <AdminManagerFrame meta={adminMeta.messages}>{() => <Messages />}</AdminManagerFrame>;
}

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
import { getMessage, listMessages } from '../../adapters/adminMessagesApi';
import { adminMeta } from '../../content/admin';
import { useSite } from '../../layout/siteSettings';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useMessageResend } from './useMessageResend';
import { useResource } from './useResource';
import { adminErrorText } from './adminErrorText';

const chosen = (value: string | number | undefined) =>
  typeof value === 'string' && value !== '' && value !== ALL ? value : undefined;
const text = (value: string | number | undefined) => (typeof value === 'string' ? value : '');

type Detail = NonNullable<AdminMessagesScreenProps['detail']> & { id: string };

/** The Messages screen's container: the list's resource machine, the open message, Resend with its toast. */
function Messages() {
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

  /** Reads message `id` into the open dialog (a later answer for another message is dropped). */
  const load = (id: string) => {
    setDetail({ id, state: 'loading' });
    getMessage(id)
      .then((message) =>
        setDetail((d) => (d?.id === id ? { id, state: 'ready', view: messageDetailView(message) } : d)),
      )
      .catch((error: unknown) =>
        setDetail((d) => (d?.id === id ? { id, state: 'error', errorText: adminErrorText(error) } : d)),
      );
  };
  const { resendingIds, resendError, clearResendError, resend } = useMessageResend((id) => {
    list.actor.send({ type: 'data.refresh' });
    if (detail?.id === id) load(id);
  });
  const open = (id: string) => {
    clearResendError();
    load(id);
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
      onResend={resend}
      resendingIds={resendingIds}
      resendError={resendError}
      detail={detail}
      onDetailClose={() => {
        setDetail(null);
        clearResendError();
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

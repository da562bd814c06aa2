import { useCallback, useEffect, useState } from 'react';
import type { ManagerLoadState } from '../../../design-system/patterns/AdminSaveAlert';
import {
  AdminUsersScreen,
  type StaffCreateState,
  type StaffLinkView,
} from '../../../design-system/screens/AdminUsersScreen';
import { staffRoleLabels, staffRoles, type StaffRole } from '../../../machines/admin/roles';
import { linkView, staffFormErrors, staffRow, type StaffFormValues } from '../../../machines/admin/staff.view';
import type { StaffLinkResponse, StaffUser } from '../../../machines/api/staff.schema';
import { getSession } from '../../adapters/adminApi';
import { createStaff, listStaff, resetStaffPassword, updateStaff } from '../../adapters/adminStaffApi';
import { adminMeta } from '../../content/admin';
import { AdminManagerFrame } from './AdminManagerFrame';

const roleOptions = staffRoles.map((value) => ({ value, label: staffRoleLabels[value] }));
const emptyForm: StaffFormValues = { name: '', email: '', role: '' };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function UsersManager() {
  const [status, setStatus] = useState<ManagerLoadState>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [users, setUsers] = useState<StaffUser[]>([]);
  const [self, setSelf] = useState<string | null>(null);
  const [values, setValues] = useState<StaffFormValues>(emptyForm);
  const [errors, setErrors] = useState<Partial<Record<keyof StaffFormValues, string>>>({});
  const [createState, setCreateState] = useState<StaffCreateState>('idle');
  const [createMessage, setCreateMessage] = useState<string>();
  const [link, setLink] = useState<StaffLinkView | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionMessage, setActionMessage] = useState<string>();

  const fetchUsers = useCallback(() => {
    Promise.all([listStaff(), getSession()]).then(
      ([list, session]) => {
        setUsers(list);
        setSelf(session?.email ?? null);
        setStatus('ready');
      },
      (error: unknown) => {
        setLoadError(messageOf(error));
        setStatus('error');
      },
    );
  }, []);
  useEffect(fetchUsers, [fetchUsers]);

  const showLink = (answer: StaffLinkResponse) =>
    setLink(
      linkView(`${answer.user.name} (${answer.user.email})`, answer.link.url, answer.link.expiresAt, location.origin),
    );
  const replace = (user: StaffUser) => setUsers((list) => list.map((u) => (u.id === user.id ? user : u)));

  return (
    <AdminUsersScreen
      status={status}
      loadError={loadError}
      onRetry={() => {
        setStatus('loading');
        fetchUsers();
      }}
      rows={users.map((user) => staffRow(user, self))}
      roleOptions={roleOptions}
      values={values}
      errors={errors}
      createState={createState}
      createMessage={createMessage}
      link={link}
      busyId={busyId}
      actionMessage={actionMessage}
      onChange={(field, value) => {
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((e) => ({ ...e, [field]: undefined }));
      }}
      onCreate={() => {
        const found = staffFormErrors(values);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setCreateState('saving');
        createStaff({ name: values.name.trim(), email: values.email.trim(), role: values.role as StaffRole }).then(
          (answer) => {
            setUsers((list) => [...list, answer.user]);
            showLink(answer);
            setValues(emptyForm);
            setCreateState('idle');
          },
          (error: unknown) => {
            setCreateMessage(messageOf(error));
            setCreateState('failed');
          },
        );
      }}
      onSetActive={(id, active) => {
        setBusyId(id);
        setActionMessage(undefined);
        updateStaff(id, { active })
          .then(replace, (error: unknown) => setActionMessage(messageOf(error)))
          .finally(() => setBusyId(null));
      }}
      onResetPassword={(id) => {
        setBusyId(id);
        setActionMessage(undefined);
        resetStaffPassword(id)
          .then(
            (answer) => {
              replace(answer.user);
              showLink(answer);
            },
            (error: unknown) => setActionMessage(messageOf(error)),
          )
          .finally(() => setBusyId(null));
      }}
      onDismissLink={() => setLink(null)}
    />
  );
}

/** /admin/users: User Management (owners). */
export function AdminUsersPage() {
  return <AdminManagerFrame meta={adminMeta.users}>{() => <UsersManager />}</AdminManagerFrame>;
}

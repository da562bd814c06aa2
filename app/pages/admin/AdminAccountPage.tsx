import { useCallback, useEffect, useState } from 'react';
import type { ManagerLoadState } from '../../../design-system/patterns/AdminSaveAlert';
import {
  AdminAccountScreen,
  type PasswordChangeState,
  type SignOutState,
} from '../../../design-system/screens/AdminAccountScreen';
import {
  emptyPasswordForm,
  passwordFailureErrors,
  passwordFormErrors,
  sessionRow,
  type PasswordFormErrors,
  type PasswordFormValues,
} from '../../../machines/admin/account.view';
import { staffRoleLabels } from '../../../machines/admin/roles';
import type { AdminSession } from '../../../machines/api/admin.schema';
import type { StaffSession } from '../../../machines/api/staff.schema';
import { AdminApiError } from '../../adapters/adminApi';
import { changeOwnPassword, listOwnSessions, signOutOtherSessions } from '../../adapters/adminStaffApi';
import { accountCopy } from '../../content/adminSettings';
import { AdminManagerFrame } from './AdminManagerFrame';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The signed-in account's password and sessions. */
function Account({ session }: { session: AdminSession }) {
  const [values, setValues] = useState<PasswordFormValues>(emptyPasswordForm);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [passwordState, setPasswordState] = useState<PasswordChangeState>('idle');
  const [passwordMessage, setPasswordMessage] = useState<string>();
  const [status, setStatus] = useState<ManagerLoadState>('loading');
  const [loadError, setLoadError] = useState<string>();
  const [sessions, setSessions] = useState<StaffSession[]>([]);
  const [signOutState, setSignOutState] = useState<SignOutState>('idle');
  const [signOutMessage, setSignOutMessage] = useState<string>();

  const fetchSessions = useCallback(() => {
    listOwnSessions().then(
      (list) => {
        setSessions(list);
        setStatus('ready');
      },
      (error: unknown) => {
        setLoadError(messageOf(error));
        setStatus('error');
      },
    );
  }, []);
  useEffect(fetchSessions, [fetchSessions]);
  const loadSessions = () => {
    setStatus('loading');
    fetchSessions();
  };

  return (
    <AdminAccountScreen
      account={{ name: session.name || session.email, email: session.email, roleLabel: staffRoleLabels[session.role] }}
      values={values}
      errors={errors}
      passwordHint={accountCopy.passwordHint}
      passwordState={passwordState}
      passwordMessage={passwordMessage}
      onChange={(field, value) => {
        setValues((typed) => ({ ...typed, [field]: value }));
        setErrors((found) => ({ ...found, [field]: undefined }));
        if (passwordState !== 'saving') setPasswordState('idle');
      }}
      onChangePassword={() => {
        const found = passwordFormErrors(values, session);
        setErrors(found);
        if (Object.keys(found).length > 0) return;
        setPasswordState('saving');
        changeOwnPassword({ current: values.current, password: values.password }).then(
          () => {
            setValues(emptyPasswordForm);
            setPasswordMessage(accountCopy.changed);
            setPasswordState('saved');
            loadSessions();
          },
          (error: unknown) => {
            const named =
              error instanceof AdminApiError ? passwordFailureErrors(error.field, error.message) : undefined;
            if (named) {
              setErrors(named);
              setPasswordMessage(undefined);
            } else setPasswordMessage(messageOf(error));
            setPasswordState('failed');
          },
        );
      }}
      sessions={{ status, rows: sessions.map(sessionRow), loadError, onRetry: loadSessions }}
      signOutState={signOutState}
      signOutMessage={signOutMessage}
      onSignOutOthers={() => {
        setSignOutState('busy');
        signOutOtherSessions().then(
          ({ ended }) => {
            setSignOutMessage(accountCopy.signedOutOthers(ended));
            setSignOutState('done');
            loadSessions();
          },
          (error: unknown) => {
            setSignOutMessage(messageOf(error));
            setSignOutState('failed');
          },
        );
      }}
    />
  );
}

/** /admin/account: My Account (every role): change your password, your sessions, sign out the others. */
export function AdminAccountPage() {
  return (
    <AdminManagerFrame meta={accountCopy.meta}>{({ session }) => <Account session={session} />}</AdminManagerFrame>
  );
}

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { AdminLoginScreen } from '../../../design-system/screens/AdminLoginScreen';
import {
  adminLoginMachine,
  selectSigningIn,
  SIGNING_IN_LABEL,
  type AdminEmitted,
  type SignInResult,
} from '../../../machines/admin/adminAuth.machine';
import type { AdminLoginInfo } from '../../../machines/api/admin.schema';
import type { AdminCredentials } from '../../../machines/forms/forms.rules';
import { AdminApiError, getLoginInfo, signIn } from '../../adapters/adminApi';
import { adminMeta } from '../../content/admin';
import { PageMeta } from '../../layout/PageMeta';
import { useToast } from '../../toasts';

/** The login machine with the server's sign-in: a refusal becomes a reason the machine can say. */
const loginMachine = adminLoginMachine.provide({
  actors: {
    signIn: fromPromise<SignInResult, AdminCredentials>(async ({ input }) => {
      try {
        await signIn(input);
        return { ok: true };
      } catch (error) {
        if (!(error instanceof AdminApiError)) throw error;
        const reason =
          error.code === 'invalid_credentials' ? 'invalid' : error.code === 'rate_limited' ? 'limited' : 'error';
        return { ok: false, reason, message: error.message };
      }
    }),
  },
});

/** /admin/login: the sign-in form; the demo box shows what the server says (only while the demo account is in use). */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const { push } = useToast();
  const login = useActorRef(loginMachine);
  const context = useSelector(login, (s) => s.context);
  const busy = useSelector(login, selectSigningIn);
  const [info, setInfo] = useState<AdminLoginInfo>({ demo: null });

  useEffect(() => {
    let live = true;
    getLoginInfo().then(
      (answer) => live && setInfo(answer),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const subscription = login.on('*', (event: AdminEmitted) => {
      if (event.type === 'toast') push({ title: event.title, description: event.description, variant: event.variant });
      else if (event.type === 'navigate') void navigate(event.to);
    });
    return () => subscription.unsubscribe();
  }, [login, navigate, push]);

  return (
    <>
      <PageMeta {...adminMeta.login} />
      <AdminLoginScreen
        email={context.email}
        password={context.password}
        showPassword={context.showPassword}
        errors={context.errors}
        busy={busy}
        busyLabel={SIGNING_IN_LABEL}
        demo={info.demo}
        homeHref="/"
        onFieldChange={(field, value) => login.send({ type: 'user.changeField', field, value })}
        onTogglePassword={() => login.send({ type: 'user.togglePassword' })}
        onSubmit={() => login.send({ type: 'user.submit' })}
      />
    </>
  );
}

export default AdminLoginPage;

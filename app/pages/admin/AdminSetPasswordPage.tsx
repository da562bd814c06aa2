import { useEffect, useState } from 'react';
import { AdminSetPasswordScreen, type SetPasswordState } from '../../../design-system/screens/AdminSetPasswordScreen';
import { MIN_PASSWORD_LENGTH, passwordProblem } from '../../../machines/admin/password';
import { passwordLinkInfoSchema } from '../../../machines/api/staff.schema';
import { adminGet, adminPost } from '../../adapters/adminApi';
import { adminMeta } from '../../content/admin';
import { PageMeta } from '../../layout/PageMeta';

const hint = `At least ${MIN_PASSWORD_LENGTH} characters; not your email or name, and not a common password.`;
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/^password: /, '');

/** The link's token, from the address's fragment (never sent to the server in the page's own request). */
const tokenOf = () => (typeof location === 'undefined' ? '' : location.hash.slice(1));

/** /admin/set-password#<token>: the page a one-time link opens. */
export function AdminSetPasswordPage() {
  const [state, setState] = useState<SetPasswordState>('checking');
  const [who, setWho] = useState({ email: '', name: '' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    adminGet(`/api/admin/password-links/${encodeURIComponent(tokenOf())}`, passwordLinkInfoSchema).then(
      (info) => {
        setWho(info);
        setState('ready');
      },
      (failure: unknown) => {
        setError(messageOf(failure));
        setState('invalid');
      },
    );
  }, []);

  return (
    <>
      <PageMeta {...adminMeta.setPassword} />
      <AdminSetPasswordScreen
        state={state}
        forWho={`${who.name} (${who.email})`}
        password={password}
        hint={hint}
        error={error}
        onPasswordChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
        onSubmit={() => {
          const problem = passwordProblem(password, who);
          if (problem) return setError(problem);
          setState('saving');
          adminPost(`/api/admin/password-links/${encodeURIComponent(tokenOf())}`, { password }).then(
            () => setState('done'),
            (failure: unknown) => {
              setError(messageOf(failure));
              setState('ready');
            },
          );
        }}
      />
    </>
  );
}

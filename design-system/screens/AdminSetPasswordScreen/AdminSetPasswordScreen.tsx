import { css, useTheme, type Theme } from '@emotion/react';
import type { FormEvent } from 'react';
import { AdminDataState } from '../../patterns/AdminDataState';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';

export const setPasswordStates = ['checking', 'ready', 'saving', 'done', 'invalid'] as const;
export type SetPasswordState = (typeof setPasswordStates)[number];

export interface AdminSetPasswordScreenProps {
  /** `checking` the link, `ready` to type, `saving`, `done` (go sign in), `invalid` (used, expired or unknown). */
  state: SetPasswordState;
  /** Whose link, e.g. "Priya Nair (priya@pod.example)". */
  forWho: string;
  password: string;
  /** What the password needs, under the field. */
  hint: string;
  /** Why the password was refused, or why the link does not work. */
  error?: string;
  onPasswordChange: (value: string) => void;
  onSubmit: () => void;
}

const styles = {
  root: (t: Theme) => css`
    max-width: calc(${t.space[24]} * 5);
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    padding-block: ${t.space[10]};
  `,
  form: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `,
};

/** The set-password page a one-time link opens: choose a password, then sign in. */
export function AdminSetPasswordScreen(props: AdminSetPasswordScreenProps) {
  const theme = useTheme();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Container css={styles.root(theme)} data-state={props.state}>
      <Heading level={1}>Set your password</Heading>
      {props.state === 'checking' && <AdminDataState state="loading" loadingLabel="Checking your link" rows={2} />}
      {props.state === 'invalid' && <AdminDataState state="error" errorText={props.error} />}
      {props.state === 'done' && (
        <>
          <Text role="status">Your password is set. Sign in with your email and the new password.</Text>
          <div>
            <Button href="/admin/login">Go to sign-in</Button>
          </div>
        </>
      )}
      {(props.state === 'ready' || props.state === 'saving') && (
        <form css={styles.form(theme)} onSubmit={submit} noValidate>
          <Text>For {props.forWho}.</Text>
          <TextField
            label="New password"
            type="password"
            required
            value={props.password}
            hint={props.hint}
            error={props.error}
            disabled={props.state === 'saving'}
            onValueChange={props.onPasswordChange}
          />
          <div>
            <Button type="submit" busy={props.state === 'saving'} busyLabel="Setting password...">
              Set password
            </Button>
          </div>
        </form>
      )}
    </Container>
  );
}

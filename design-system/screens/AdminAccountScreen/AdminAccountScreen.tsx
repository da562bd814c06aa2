import { css, useTheme, type Theme } from '@emotion/react';
import { KeyRound, LogOut } from 'lucide-react';
import type { AccountSessionRow, PasswordFormField } from '../../../machines/admin/account.view';
import { adminRow, adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminLoaded } from '../../patterns/AdminLoaded';
import type { ManagerLoadState } from '../../patterns/AdminSaveAlert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { column, spread } from '../../tokens/recipes';

/** The change-password form's states: `failed` keeps what was typed and says why; `saved` confirms. */
export const passwordChangeStates = ['idle', 'saving', 'saved', 'failed'] as const;
export type PasswordChangeState = (typeof passwordChangeStates)[number];

/** "Sign out other sessions": under way, done (with how many ended) or failed (with why). */
export const signOutStates = ['idle', 'busy', 'done', 'failed'] as const;
export type SignOutState = (typeof signOutStates)[number];

export interface AdminAccountScreenProps {
  /** Who is signed in. */
  account: { name: string; email: string; roleLabel: string };
  /** What is typed: the current password, the new one, and the new one again. */
  values: Record<PasswordFormField, string>;
  /** Field errors (the rules the server enforces). */
  errors: Partial<Record<PasswordFormField, string>>;
  /** The new password's rule, under its field. */
  passwordHint: string;
  passwordState: PasswordChangeState;
  /** The confirmation once changed, or why the change failed (the network, the server). */
  passwordMessage?: string;
  onChange: (field: PasswordFormField, value: string) => void;
  /** Change password. */
  onChangePassword: () => void;
  /** The account's signed-in sessions, this one first. */
  sessions: {
    status: ManagerLoadState;
    rows: readonly AccountSessionRow[];
    loadError?: string;
    onRetry: () => void;
  };
  signOutState: SignOutState;
  /** How many sessions ended, or why signing them out failed. */
  signOutMessage?: string;
  /** Sign out other sessions. */
  onSignOutOthers: () => void;
}

const styles = {
  stack: (t: Theme) => css`
    ${column(t, 3)}
  `,
  form: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${t.space[24]} * 2.5)), 1fr));
    gap: ${t.space[3]} ${t.space[4]};
    align-items: start;
  `,
  row: (t: Theme) => css`
    ${spread(t, 3)}
    row-gap: ${t.space[2]};
    ${adminRow(t)}
  `,
};

/** What became of an action, beside its button: the confirmation when `done`, why when `failed`, else nothing. */
function Outcome({ done, failed, message }: { done: boolean; failed: boolean; message?: string }) {
  const theme = useTheme();
  if (!message) return null;
  if (done)
    return (
      <Text tone="secondary" role="status">
        {message}
      </Text>
    );
  if (failed)
    return (
      <Text role="alert" css={screen.alert(theme)}>
        {message}
      </Text>
    );
  return null;
}

/**
 * Admin > My Account (every role): who is signed in, changing one's own password (the current one required, the
 * strength rule, the new one typed twice; the account's other sessions end) and the sessions signed in now, with
 * Sign out other sessions.
 */
export function AdminAccountScreen(props: AdminAccountScreenProps) {
  const theme = useTheme();
  const saving = props.passwordState === 'saving';
  const { sessions } = props;
  const others = sessions.rows.filter((row) => !row.current).length;
  const field = (name: PasswordFormField, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      required
      autoComplete={autoComplete}
      hint={hint}
      value={props.values[name]}
      error={props.errors[name]}
      disabled={saving}
      onValueChange={(value) => props.onChange(name, value)}
    />
  );
  return (
    <Container as="main" css={screen.root(theme)} data-screen="admin-account">
      <Heading level={1} size="md">
        My Account
      </Heading>
      <Text tone="secondary">
        Signed in as {props.account.name} ({props.account.email}) · {props.account.roleLabel}
      </Text>

      <section css={screen.panel(theme)} aria-labelledby="change-password">
        <Heading level={2} size="sm" id="change-password">
          Change your password
        </Heading>
        <form
          css={styles.stack(theme)}
          noValidate
          aria-labelledby="change-password"
          data-state={props.passwordState}
          onSubmit={(event) => {
            event.preventDefault();
            props.onChangePassword();
          }}
        >
          <div css={styles.form(theme)}>
            {field('current', 'Current password', 'current-password')}
            {field('password', 'New password', 'new-password', props.passwordHint)}
            {field('repeat', 'New password again', 'new-password')}
          </div>
          <div css={screen.actions(theme)}>
            <Button type="submit" icon={<KeyRound aria-hidden="true" />} busy={saving} busyLabel="Changing...">
              Change password
            </Button>
            <Outcome
              done={props.passwordState === 'saved'}
              failed={props.passwordState === 'failed'}
              message={props.passwordMessage}
            />
          </div>
        </form>
      </section>

      <section css={screen.panel(theme)} aria-labelledby="sessions">
        <Heading level={2} size="sm" id="sessions">
          Where you are signed in
        </Heading>
        <AdminLoaded
          status={sessions.status}
          loadError={sessions.loadError}
          onRetry={sessions.onRetry}
          loadingLabel="Loading your sessions"
          rows={2}
        >
          <ul css={screen.list(theme)} aria-label="Sessions">
            {sessions.rows.map((row) => (
              <li key={row.id} css={styles.row(theme)} data-current={row.current || undefined}>
                <div css={screen.rowText(theme)}>
                  <Text weight="bold">{row.startedText}</Text>
                  <Text size="sm" tone="secondary">
                    {row.address} · {row.endsText}
                  </Text>
                </div>
                {row.current ? <Badge tone="accent">This session</Badge> : null}
              </li>
            ))}
          </ul>
        </AdminLoaded>
        <div css={screen.actions(theme)}>
          <Button
            variant="outline"
            icon={<LogOut aria-hidden="true" />}
            busy={props.signOutState === 'busy'}
            busyLabel="Signing out..."
            disabled={sessions.status === 'ready' && others === 0}
            onClick={props.onSignOutOthers}
          >
            Sign out other sessions
          </Button>
          <Outcome
            done={props.signOutState === 'done'}
            failed={props.signOutState === 'failed'}
            message={props.signOutMessage}
          />
        </div>
      </section>
    </Container>
  );
}

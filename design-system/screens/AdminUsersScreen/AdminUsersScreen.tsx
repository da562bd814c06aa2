import { css, useTheme, type Theme } from '@emotion/react';
import { KeyRound, Lock, UserPlus } from 'lucide-react';
import type { FormEvent } from 'react';
import type { StaffRole } from '../../../machines/admin/roles';
import { adminRow, adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminLoaded } from '../../patterns/AdminLoaded';
import type { ManagerLoadState } from '../../patterns/AdminSaveAlert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { cluster, column, spread } from '../../tokens/recipes';

export const staffFormFields = ['name', 'email', 'role'] as const;
export type StaffFormField = (typeof staffFormFields)[number];

export const staffCreateStates = ['idle', 'saving', 'failed'] as const;
export type StaffCreateState = (typeof staffCreateStates)[number];

/** One account's row, with its texts ready to show. */
export interface StaffRowView {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  roleLabel: string;
  active: boolean;
  /** 'Locked until 28 Nov, 10:45 AM' while sign-in is locked after failures, else null. */
  lockedText: string | null;
  /** '2 sessions', 'No sessions', or 'Waiting for the set-password link'. */
  statusText: string;
  /** The signed-in owner's own row (no deactivate button). */
  self: boolean;
}

/** The one-time set-password link just made, shown once. */
export interface StaffLinkView {
  /** Whose link, e.g. "Priya (priya@pod.example)". */
  forWho: string;
  /** The full address to hand over. */
  url: string;
  /** 'Works once, until 29 Nov, 10:45 AM.' */
  expiresText: string;
}

export interface AdminUsersScreenProps {
  status: ManagerLoadState;
  /** Why the accounts could not be loaded. */
  loadError?: string;
  onRetry: () => void;
  rows: readonly StaffRowView[];
  /** The role choices of the add form. */
  roleOptions: readonly { value: StaffRole; label: string }[];
  /** What is typed in the add form. */
  values: Record<StaffFormField, string>;
  /** Field errors of the add form (the same rules the server enforces). */
  errors: Partial<Record<StaffFormField, string>>;
  createState: StaffCreateState;
  /** Why adding failed (an email in use, the network). */
  createMessage?: string;
  /** The link of the account just added or reset, or null. */
  link: StaffLinkView | null;
  /** The row whose action is under way. */
  busyId: number | null;
  /** Why the last row action failed. */
  actionMessage?: string;
  onChange: (field: StaffFormField, value: string) => void;
  /** Add account. */
  onCreate: () => void;
  /** Deactivate (false) or Reactivate (true). */
  onSetActive: (id: number, active: boolean) => void;
  /** Reset password: a new one-time link; the account's sessions end. */
  onResetPassword: (id: number) => void;
  /** Done with the link (it is not shown again). */
  onDismissLink: () => void;
}

const styles = {
  form: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 2), 1fr));
    gap: ${t.space[3]};
    align-items: end;
  `,
  link: (t: Theme) => css`
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.status.success.border};
    border-radius: ${t.radii.lg};
    background: ${t.color.status.success.bg};
    ${column(t, 2)}
    & code {
      word-break: break-all;
      font-family: ${t.font.family.mono};
    }
  `,
  row: (t: Theme) => css`
    ${spread(t, 3)}
    ${adminRow(t)}
    &[data-state='inactive'] {
      background: ${t.color.surface.sunken};
    }
  `,
  tags: (t: Theme) => css`
    ${cluster(t, 2)}
  `,
};

/** User Management (owners): the staff accounts, adding one with a one-time set-password link, deactivating, resetting. */
export function AdminUsersScreen(props: AdminUsersScreenProps) {
  const theme = useTheme();
  const saving = props.createState === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate();
  };
  return (
    <Container css={screen.root(theme)} data-state={props.status}>
      <Heading level={1}>User Management</Heading>
      <Text tone="secondary">
        Staff accounts and what each may do: owners everything, managers content, bookings, payments and refunds, front
        desk bookings and reading payments.
      </Text>
      {props.link && (
        <section css={styles.link(theme)} aria-label="Set-password link" data-state="link">
          <Text weight="bold">Set-password link for {props.link.forWho}</Text>
          <code>{props.link.url}</code>
          <Text size="sm">{props.link.expiresText} It is shown only now: copy it and hand it over.</Text>
          <div>
            <Button variant="secondary" size="sm" onClick={props.onDismissLink}>
              Done
            </Button>
          </div>
        </section>
      )}
      <section css={screen.panel(theme)} aria-labelledby="add-account">
        <Heading level={2} id="add-account">
          Add an account
        </Heading>
        <form css={styles.form(theme)} onSubmit={submit} noValidate>
          <TextField
            label="Name"
            required
            value={props.values.name}
            error={props.errors.name}
            disabled={saving}
            onValueChange={(value) => props.onChange('name', value)}
          />
          <TextField
            label="Email"
            type="email"
            required
            value={props.values.email}
            error={props.errors.email}
            disabled={saving}
            onValueChange={(value) => props.onChange('email', value)}
          />
          <Select
            label="Role"
            required
            options={props.roleOptions}
            placeholder="Choose a role"
            value={props.values.role}
            error={props.errors.role}
            disabled={saving}
            onValueChange={(value) => props.onChange('role', value)}
          />
          <Button type="submit" busy={saving} busyLabel="Adding..." icon={<UserPlus aria-hidden />}>
            Add account
          </Button>
        </form>
        {props.createState === 'failed' && props.createMessage && (
          <Text role="alert" css={screen.alert(theme)}>
            {props.createMessage}
          </Text>
        )}
      </section>
      <section css={screen.panel(theme)} aria-labelledby="accounts">
        <Heading level={2} id="accounts">
          Accounts
        </Heading>
        {props.actionMessage && (
          <Text role="alert" css={screen.alert(theme)}>
            {props.actionMessage}
          </Text>
        )}
        <AdminLoaded
          status={props.status}
          loadError={props.loadError}
          onRetry={props.onRetry}
          loadingLabel="Loading staff accounts"
        >
          <ul css={screen.list(theme)}>
            {props.rows.map((row) => (
              <li
                key={row.id}
                css={styles.row(theme)}
                data-state={row.active ? 'active' : 'inactive'}
                aria-label={`${row.name}, ${row.email}`}
              >
                <div css={screen.rowText(theme)}>
                  <Text weight="bold">{row.name}</Text>
                  <Text size="sm" tone="secondary">
                    {row.email}
                  </Text>
                </div>
                <div css={styles.tags(theme)}>
                  <Badge tone={row.role === 'owner' ? 'accent' : 'neutral'}>{row.roleLabel}</Badge>
                  {!row.active && <Badge tone="danger">Deactivated</Badge>}
                  {row.lockedText && (
                    <Badge tone="warning" icon={<Lock aria-hidden size={12} />}>
                      {row.lockedText}
                    </Badge>
                  )}
                  <Text size="sm" tone="secondary">
                    {row.statusText}
                  </Text>
                </div>
                <div css={styles.tags(theme)}>
                  <Button
                    variant="outline"
                    size="sm"
                    icon={<KeyRound aria-hidden />}
                    busy={props.busyId === row.id}
                    disabled={props.busyId !== null || !row.active}
                    onClick={() => props.onResetPassword(row.id)}
                    aria-label={`Reset password of ${row.name}`}
                  >
                    Reset password
                  </Button>
                  {!row.self && (
                    <Button
                      variant={row.active ? 'destructive' : 'secondary'}
                      size="sm"
                      disabled={props.busyId !== null}
                      onClick={() => props.onSetActive(row.id, !row.active)}
                      aria-label={`${row.active ? 'Deactivate' : 'Reactivate'} ${row.name}`}
                    >
                      {row.active ? 'Deactivate' : 'Reactivate'}
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </AdminLoaded>
      </section>
    </Container>
  );
}

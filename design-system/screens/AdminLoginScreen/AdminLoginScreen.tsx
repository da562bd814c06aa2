import { css, type Theme } from '@emotion/react';
import { ArrowLeft, Eye, EyeOff, Info, LogIn } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Logo } from '../../brand/Logo';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { IconButton } from '../../primitives/IconButton';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';

export type AdminLoginField = 'email' | 'password';

export interface AdminLoginScreenProps {
  email: string;
  password: string;
  /** The password shows as text. */
  showPassword: boolean;
  /** Per-field messages (required, email shape). */
  errors: Partial<Record<AdminLoginField, string>>;
  /** Signing in: the button is busy and reads `busyLabel`; the fields are read-only. */
  busy: boolean;
  /** What the busy button says ("Signing in..."). */
  busyLabel: string;
  /** The demo pair, shown in a box while the demo account is the one in use; null hides the box. */
  demo: { email: string; password: string } | null;
  /** Where Back to Home goes. */
  homeHref: string;
  onFieldChange: (field: AdminLoginField, value: string) => void;
  onTogglePassword: () => void;
  onSubmit: () => void;
}

const styles = {
  page: (t: Theme) => css`
    display: grid;
    place-items: center;
    min-height: 100vh;
    padding: ${t.space[6]} ${t.space[4]};
    background: ${t.color.surface.canvas};
  `,
  card: (t: Theme) => css`
    width: 100%;
    max-width: ${t.sizes.narrow};
    gap: ${t.space[6]};
  `,
  header: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[3]};
    text-align: center;
  `,
  form: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `,
  demo: (t: Theme) => css`
    display: flex;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.status.info.border};
    border-radius: ${t.radii.md};
    background: ${t.color.status.info.bg};
    color: ${t.color.status.info.fg};
    & > svg {
      flex: none;
      width: ${t.sizes.icon.md};
      height: ${t.sizes.icon.md};
    }
    & dl {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: ${t.space[1]} ${t.space[3]};
      margin: ${t.space[2]} 0 0;
      font-size: ${t.font.size.sm};
    }
    & dt {
      font-weight: ${t.font.weight.semibold};
    }
    & dd {
      margin: 0;
      font-family: ${t.font.family.mono};
      overflow-wrap: anywhere;
    }
  `,
};

/**
 * The admin sign-in (/admin/login): email and password with a show/hide toggle, Sign In (busy while the server
 * answers), Back to Home, and the demo-credentials box while the demo account is in use.
 */
export function AdminLoginScreen({
  email,
  password,
  showPassword,
  errors,
  busy,
  busyLabel,
  demo,
  homeHref,
  onFieldChange,
  onTogglePassword,
  onSubmit,
}: AdminLoginScreenProps) {
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <main css={styles.page} data-screen="admin-login" data-state={busy ? 'busy' : 'idle'}>
      <Card as="section" padding="lg" css={styles.card} aria-labelledby={headingId}>
        <div css={styles.header}>
          <Logo size="lg" />
          <Heading level={1} size="md" id={headingId}>
            Admin Login
          </Heading>
          <Text tone="secondary">Sign in to manage bookings, payments and the centre.</Text>
        </div>
        <form css={styles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            error={errors.email}
            readOnly={busy}
            onValueChange={(value) => onFieldChange('email', value)}
          />
          <TextField
            label="Password"
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            readOnly={busy}
            onValueChange={(value) => onFieldChange('password', value)}
            trailing={
              <IconButton
                label={showPassword ? 'Hide password' : 'Show password'}
                icon={showPassword ? <EyeOff /> : <Eye />}
                aria-pressed={showPassword}
                onClick={onTogglePassword}
              />
            }
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            busy={busy}
            busyLabel={busyLabel}
            icon={<LogIn aria-hidden="true" />}
          >
            Sign In
          </Button>
          <Button variant="ghost" href={homeHref} fullWidth icon={<ArrowLeft aria-hidden="true" />}>
            Back to Home
          </Button>
        </form>
        {demo && (
          <aside css={styles.demo} aria-label="Demo credentials" data-testid="demo-credentials">
            <Info aria-hidden="true" />
            <div>
              <Text weight="semibold" size="sm">
                Demo credentials
              </Text>
              <dl>
                <dt>Email</dt>
                <dd>{demo.email}</dd>
                <dt>Password</dt>
                <dd>{demo.password}</dd>
              </dl>
            </div>
          </aside>
        )}
      </Card>
    </main>
  );
}

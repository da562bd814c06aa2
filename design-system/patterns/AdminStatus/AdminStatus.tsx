import { css, type Theme } from '@emotion/react';
import { Loader2 } from 'lucide-react';
import { spin } from '../../primitives/Spinner/spin';

export interface AdminStatusProps {
  /** What is happening: "Loading..." (dashboard) or "Authenticating..." (other admin pages). */
  label: string;
}

const styles = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${t.space[3]};
  min-height: 100vh;
  background: ${t.color.surface.canvas};
  color: ${t.color.text.secondary};
  font-family: ${t.font.family.body};
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.medium};
  & > svg {
    width: ${t.sizes.icon.lg};
    height: ${t.sizes.icon.lg};
    color: ${t.color.text.accent};
  }
`;

/** The whole page while the admin guard asks the server whether this browser is signed in. */
export function AdminStatus({ label }: AdminStatusProps) {
  return (
    <div css={styles} role="status" data-screen="admin-status">
      <Loader2 aria-hidden="true" css={spin} />
      <span>{label}</span>
    </div>
  );
}

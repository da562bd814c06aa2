import { css, type Theme } from '@emotion/react';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';

export interface SettingsPanelProps {
  /** Read-only contact details: label, value and an optional link (tel:, mailto:, maps). */
  contacts: readonly { label: string; value: string; href?: string }[];
  /** Notification channels and their status, e.g. WhatsApp confirmations: Enabled. */
  notifications: readonly { label: string; status: string; tone: 'success' | 'neutral' }[];
}

const grid = (t: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${t.space[20]} * 4)), 1fr));
  gap: ${t.space[4]};
  & > * {
    gap: ${t.space[4]};
  }
  & dl {
    display: grid;
    grid-template-columns: minmax(calc(${t.space[24]} + ${t.space[4]}), auto) 1fr;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
  }
  & dt {
    color: ${t.color.text.secondary};
    font-weight: ${t.font.weight.semibold};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & ul {
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
  }
  & li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${t.space[3]};
  }
`;

/** The Settings tab: contact information and notification status, read-only. */
export function SettingsPanel({ contacts, notifications }: SettingsPanelProps) {
  return (
    <section css={grid} aria-label="Settings" data-panel="settings">
      <Card as="section" aria-label="Contact information">
        <Heading level={2} size="xs">
          Contact information
        </Heading>
        <dl>
          {contacts.map((c) => (
            <div key={c.label} style={{ display: 'contents' }}>
              <dt>{c.label}</dt>
              <dd>{c.href ? <Link href={c.href}>{c.value}</Link> : c.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card as="section" aria-label="Notification status">
        <Heading level={2} size="xs">
          Notifications
        </Heading>
        <ul>
          {notifications.map((n) => (
            <li key={n.label}>
              <span>{n.label}</span>
              <Badge tone={n.tone} size="sm">
                {n.status}
              </Badge>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

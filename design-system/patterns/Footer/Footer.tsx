import { css, type Theme } from '@emotion/react';
import { Clock, ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '../../brand/Logo';
import { Container } from '../../primitives/Container';
import { Link } from '../../primitives/Link';
import { bareList, column, displayTitle } from '../../tokens/recipes';
import { iconBox, inlineRow } from '../../primitives/shared.styles';

export interface FooterLinkItem {
  /** Link text. */
  label: string;
  /** Destination. */
  href: string;
  /** Opens in a new tab with noopener (social profiles, maps). */
  external?: boolean;
}

export interface FooterContact {
  /** The address on one line. */
  address: string;
  /** The maps page for the address (opens in a new tab). */
  mapsHref: string;
  /** Phone number as shown and its tel: link. */
  phone: { display: string; href: string };
  /** E-mail address as shown and its mailto: link. */
  email?: { display: string; href: string };
  /** Opening hours line, e.g. "Open 24 hours". */
  hours: string;
}

export interface FooterProps {
  /** One line about the centre under the logo. */
  tagline: string;
  /** Map link, phone link and opening hours. */
  contact: FooterContact;
  /** Links to the sports. */
  sports: readonly FooterLinkItem[];
  /** Social profiles (new tab). */
  social: readonly FooterLinkItem[];
  /** Legal pages and the contact-us page. */
  legal: readonly FooterLinkItem[];
  /** The copyright line, e.g. "© 2026 POD Sports Centre & Café". */
  copyright: string;
  /** A short line beside the copyright, e.g. the locality and hours. */
  note?: string;
}

const styles = {
  footer: (t: Theme) => css`
    margin-top: auto;
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverseMuted};
    --pod-focus-color: ${t.color.border.focusInverse};
    & :focus-visible {
      outline-color: ${t.color.border.focusInverse};
    }
    & a {
      color: ${t.color.text.inverse};
      text-decoration: none;
    }
    & a:hover {
      color: ${t.color.text.inverse};
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  `,
  grid: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[10]} ${t.space[8]};
    padding-block: ${t.space[12]};
    ${t.media.aboveSm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${t.media.aboveLg} {
      grid-template-columns: minmax(0, 1.6fr) repeat(3, minmax(0, 1fr));
    }
  `,
  brand: (t: Theme) => css`
    ${column(t, 4)}
  `,
  column: (t: Theme) => css`
    ${column(t, 3)}
  `,
  heading: (t: Theme) => css`
    ${displayTitle(t, 'sm')}
    letter-spacing: ${t.font.letterSpacing.caps};
    text-transform: uppercase;
    color: ${t.color.text.inverse};
  `,
  list: (t: Theme) => css`
    ${column(t, 2)}
    ${bareList}
    & a {
      ${inlineRow(t, 1.5)}
      min-height: ${t.sizes.icon.lg};
    }
    & svg {
      ${iconBox(t, 'sm')}
    }
  `,
  contactItem: (t: Theme) => css`
    display: flex;
    align-items: flex-start;
    gap: ${t.space[2]};
    & > svg {
      margin-top: ${t.space[0.5]};
      color: ${t.color.text.highlight};
    }
  `,
  bottom: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${t.space[2]};
    padding-block: ${t.space[6]};
    border-top: ${t.borderWidths.thin} solid ${t.color.surface.inverseRaised};
    font-size: ${t.font.size.sm};
  `,
};

function LinkList({ items, label }: { items: readonly FooterLinkItem[]; label: string }) {
  return (
    <ul css={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} external={item.external} unstyled>
            {item.label}
            {item.external && <ExternalLink aria-hidden="true" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section css={styles.column} aria-labelledby={id}>
      <h2 id={id} css={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The footer on every page: contact (map, phone, hours), sports links, social links, legal links and copyright. */
export function Footer({ tagline, contact, sports, social, legal, copyright, note }: FooterProps) {
  return (
    <footer css={styles.footer} data-part="footer">
      <Container>
        <div css={styles.grid}>
          <div css={styles.brand}>
            <Logo tone="inverse" size="md" />
            <p css={{ margin: 0 }}>{tagline}</p>
            <ul css={styles.list} aria-label="Contact">
              <li css={styles.contactItem}>
                <MapPin aria-hidden="true" />
                <Link href={contact.mapsHref} external unstyled>
                  {contact.address}
                </Link>
              </li>
              <li css={styles.contactItem}>
                <Phone aria-hidden="true" />
                <Link href={contact.phone.href} unstyled>
                  {contact.phone.display}
                </Link>
              </li>
              {contact.email && (
                <li css={styles.contactItem}>
                  <Mail aria-hidden="true" />
                  <Link href={contact.email.href} unstyled>
                    {contact.email.display}
                  </Link>
                </li>
              )}
              <li css={styles.contactItem}>
                <Clock aria-hidden="true" />
                <span>{contact.hours}</span>
              </li>
            </ul>
          </div>
          <Column id="footer-sports" title="Sports">
            <LinkList items={sports} label="Sports" />
          </Column>
          <Column id="footer-social" title="Follow us">
            <LinkList items={social} label="Social profiles" />
          </Column>
          <Column id="footer-legal" title="Help & legal">
            <LinkList items={legal} label="Help and legal pages" />
          </Column>
        </div>
        <div css={styles.bottom}>
          <p css={{ margin: 0 }}>{copyright}</p>
          {note && <p css={{ margin: 0 }}>{note}</p>}
        </div>
      </Container>
    </footer>
  );
}

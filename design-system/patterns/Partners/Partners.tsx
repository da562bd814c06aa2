import { css, useTheme, type Theme } from '@emotion/react';
import { Handshake } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { bareList, column } from '../../tokens/recipes';
import { inlineCentred, square } from '../../primitives/shared.styles';
import { SectionTitle } from '../SectionTitle';

/** A partner (spec §3): name, logo, label, description. */
export interface Partner {
  /** The partner's name. */
  name: string;
  /** The logo: an uploaded picture's path ("/media/..."), an emoji or short mark, or '' for none; decoration. */
  logo: string;
  /** What kind of partner, e.g. "Equipment Partner". */
  label: string;
  /** One or two sentences. */
  description: string;
  /** The partner's site; the card links to it when given. */
  href?: string;
}

export interface PartnersProps {
  /** The section heading. */
  heading: string;
  /** A line under the heading. */
  intro?: string;
  /** The partners, in order. */
  partners: readonly Partner[];
  /** Opens the partnership enquiry chat; the button shows only when given. */
  onEnquire?: () => void;
  /** The enquiry button's text. */
  enquireLabel?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
  `,
  header: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    justify-content: space-between;
    gap: ${t.space[4]};
  `,
  list: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 2.5)), 1fr));
    gap: ${t.space[4]};
    ${bareList}
  `,
  card: (t: Theme) => css`
    gap: ${t.space[2]};
    align-items: flex-start;
  `,
  logo: (t: Theme) => css`
    ${inlineCentred}
    ${square(t.space[12])}
    border-radius: ${t.radii.round};
    background: ${t.color.surface.sunken};
    font-family: ${t.font.family.emoji};
    font-size: ${t.font.size['2xl']};
    line-height: 1;
    overflow: hidden;
    & > img {
      ${square('100%')}
      object-fit: contain;
    }
  `,
};

/** The partners section: a card per partner with its logo, name, label and description; optional enquiry button. */
export function Partners({
  heading,
  intro,
  partners,
  onEnquire,
  enquireLabel = 'Become a Partner',
  className,
}: PartnersProps) {
  const theme = useTheme();
  const headingId = useId();
  return (
    <section css={styles.root(theme)} className={className} aria-labelledby={headingId}>
      <div css={styles.header(theme)}>
        <SectionTitle heading={heading} intro={intro} id={headingId} />
        {onEnquire && (
          <Button variant="outline" icon={<Handshake aria-hidden="true" />} onClick={onEnquire}>
            {enquireLabel}
          </Button>
        )}
      </div>
      <ul css={styles.list(theme)}>
        {partners.map((partner) => (
          <Card as="li" key={partner.name} css={styles.card(theme)}>
            {partner.logo ? (
              <span css={styles.logo(theme)} aria-hidden="true">
                {partner.logo.startsWith('/') ? (
                  <img src={partner.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : (
                  partner.logo
                )}
              </span>
            ) : null}
            <Heading level={3} size="xs">
              {partner.href ? (
                <Link href={partner.href} external>
                  {partner.name}
                </Link>
              ) : (
                partner.name
              )}
            </Heading>
            <Badge tone="neutral" size="sm">
              {partner.label}
            </Badge>
            <Text size="sm" tone="secondary">
              {partner.description}
            </Text>
          </Card>
        ))}
      </ul>
    </section>
  );
}

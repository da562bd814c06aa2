import { css, useTheme, type Theme } from '@emotion/react';
import { Check, Star } from 'lucide-react';
import type { SchedulePackageView } from '../../../machines/booking/schedule.view';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { iconList } from '../../primitives/shared.styles';

export interface PackageCardProps {
  /** The package: name, formatted price (from `schedulePackageView`), validity in days, benefits, popular flag. */
  pkg: SchedulePackageView;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[3]};
    height: 100%;
    &[data-popular='true'] {
      border-width: ${t.borderWidths.thick};
      border-color: ${t.color.border.accent};
    }
  `,
  price: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['3xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
  `,
  benefits: (t: Theme) => css`
    ${iconList(t, 1.5, 0.5)}
    font-size: ${t.font.size.sm};
  `,
};

/** A schedule package: name, price, validity, benefits, and a Most Popular badge when flagged. */
export function PackageCard({ pkg, className }: PackageCardProps) {
  const theme = useTheme();
  return (
    <Card as="li" css={styles.card(theme)} className={className} data-popular={pkg.popular}>
      {pkg.popular && (
        <Badge tone="accent" icon={<Star aria-hidden="true" />}>
          Most Popular
        </Badge>
      )}
      <Heading level={3} size="sm">
        {pkg.name}
      </Heading>
      <p css={styles.price(theme)}>{pkg.price}</p>
      <Text size="sm" tone="secondary">
        Valid for {pkg.durationDays} days
      </Text>
      <ul css={styles.benefits(theme)} aria-label={`${pkg.name} benefits`}>
        {pkg.benefits.map((benefit) => (
          <li key={benefit}>
            <Check aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
    </Card>
  );
}

import { css, useTheme, type Theme } from '@emotion/react';
import type { PriceListSportView } from '../../../machines/booking/sports.view';
import { Accordion } from '../../primitives/Accordion';
import { Badge } from '../../primitives/Badge';
import { InlineEmoji } from '../../primitives/InlineEmoji';
import { bareList, column } from '../../tokens/recipes';

/** The fields of a sport the price list shows, prices formatted (from `sportView`). */
export type PriceListSport = PriceListSportView;

/** The accordion item's value. */
export const PRICE_LIST_ITEM = 'price-list';

export interface PriceListProps {
  /** The sports with their price lines and add-ons. */
  sports: readonly PriceListSport[];
  /** Whether the list is open. */
  open: boolean;
  /** Called when the visitor opens or closes the list. */
  onOpenChange: (open: boolean) => void;
  /** The toggle's text. */
  title?: string;
  /** A line under the prices, e.g. that bookings are paid online. */
  note?: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  grid: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 2.5)), 1fr));
    gap: ${t.space[4]};
    padding-top: ${t.space[2]};
  `,
  sport: (t: Theme) => css`
    ${column(t, 2)}
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.raised};
    color: ${t.color.text.primary};
  `,
  name: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.bold};
  `,
  lines: (t: Theme) => css`
    ${column(t, 1.5)}
    ${bareList}
    font-size: ${t.font.size.sm};
    & > li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${t.space[1]} ${t.space[2]};
    }
    & strong {
      font-weight: ${t.font.weight.semibold};
    }
  `,
  subheading: (t: Theme) => css`
    margin: ${t.space[1]} 0 0;
    font-size: ${t.font.size.xs};
    font-weight: ${t.font.weight.semibold};
    letter-spacing: ${t.font.letterSpacing.caps};
    text-transform: uppercase;
    color: ${t.color.text.secondary};
  `,
  note: (t: Theme) => css`
    margin: ${t.space[4]} 0 0;
    font-size: ${t.font.size.sm};
  `,
};

/** The collapsible price list (Accordion primitive): each sport's price lines and add-ons. */
export function PriceList({
  sports,
  open,
  onOpenChange,
  title = 'Price List & Add-ons',
  note,
  className,
}: PriceListProps) {
  const theme = useTheme();
  const content = (
    <>
      <div css={styles.grid(theme)}>
        {sports.map((sport) => (
          <div key={sport.id} css={styles.sport(theme)} data-sport={sport.id}>
            <h4 css={styles.name(theme)}>
              <InlineEmoji>{sport.image}</InlineEmoji> {sport.name}
            </h4>
            <ul css={styles.lines(theme)} aria-label={`${sport.name} prices`}>
              {sport.pricing.map((line) => (
                <li key={line.type}>
                  <span>{line.type}</span>
                  <span>
                    <strong>{line.price}</strong> {line.unit}
                  </span>
                  {(line.popular || line.savings) && (
                    <span>
                      {line.popular && (
                        <Badge tone="accent" size="sm">
                          Popular
                        </Badge>
                      )}{' '}
                      {line.savings ? (
                        <Badge tone="success" size="sm">
                          {`Save ${line.savings}`}
                        </Badge>
                      ) : null}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            {sport.addOns.length > 0 && (
              <>
                <p css={styles.subheading(theme)}>Add-ons</p>
                <ul css={styles.lines(theme)} aria-label={`${sport.name} add-ons`}>
                  {sport.addOns.map((addOn) => (
                    <li key={addOn.name}>
                      <span>{addOn.name}</span>
                      <strong>{addOn.price}</strong>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
      </div>
      {note && <p css={styles.note(theme)}>{note}</p>}
    </>
  );
  return (
    <Accordion
      type="single"
      collapsible
      headingLevel={3}
      className={className}
      value={open ? PRICE_LIST_ITEM : ''}
      onValueChange={(value) => onOpenChange(value === PRICE_LIST_ITEM)}
      items={[{ value: PRICE_LIST_ITEM, title, content }]}
    />
  );
}

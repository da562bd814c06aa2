import { css, useTheme, type Theme } from '@emotion/react';
import type { ScheduleSlotType } from '../../../machines/booking/schedule';
import type { ScheduleSlotView } from '../../../machines/booking/schedule.view';
import type { SportId } from '../../../machines/booking/sports';
import { Badge, type BadgeTone } from '../../primitives/Badge';

/** How each band type reads and its badge tone. */
export const scheduleSlotTypeLabels: Record<ScheduleSlotType, { label: string; tone: BadgeTone }> = {
  peak: { label: 'Peak Hours', tone: 'warning' },
  'off-peak': { label: 'Off-Peak', tone: 'success' },
  night: { label: 'Night', tone: 'info' },
  weekend: { label: 'Weekend', tone: 'accent' },
  lights: { label: 'With Lights', tone: 'neutral' },
};

export interface ScheduleTableProps {
  /** The sport's bands with their hourly price, formatted (from `sportScheduleView`). */
  slots: readonly ScheduleSlotView[];
  /** A line under the rows for a price not charged by the hour ('Any 2 hours: ₹2,000 (save ₹1,000).'). */
  note?: string | null;
  /** The sport whose prices the table shows. */
  sport: SportId;
  /** That sport's name, for the caption ("Badminton court prices"). */
  sportName: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  wrap: (t: Theme) => css`
    overflow-x: auto;
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.raised};
  `,
  table: (t: Theme) => css`
    width: 100%;
    border-collapse: collapse;
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
    & caption {
      padding: ${t.space[4]};
      font-size: ${t.font.size.md};
      font-weight: ${t.font.weight.bold};
      text-align: start;
      caption-side: top;
    }
    & th,
    & td {
      padding: ${t.space[3]} ${t.space[2]};
      text-align: start;
      border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
      ${t.media.abovePhone} {
        padding: ${t.space[3]} ${t.space[4]};
      }
    }
    & thead th {
      background: ${t.color.surface.sunken};
      color: ${t.color.text.secondary};
      font-size: ${t.font.size.xs};
      font-weight: ${t.font.weight.semibold};
      letter-spacing: ${t.font.letterSpacing.wide};
      text-transform: uppercase;
    }
    & tbody th {
      font-weight: ${t.font.weight.semibold};
      ${t.media.abovePhone} {
        white-space: nowrap;
      }
    }
    & td[data-part='price'] {
      font-weight: ${t.font.weight.bold};
      text-align: end;
      white-space: nowrap;
    }
    & thead th:last-of-type {
      text-align: end;
    }
  `,
  note: (t: Theme) => css`
    margin: 0;
    padding: ${t.space[3]} ${t.space[4]};
    border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
  `,
};

/**
 * The schedule table: each time band of the chosen sport, its type (peak, off-peak, night, weekend, with lights) and
 * its hourly price, then the note (a two-hour price) when there is one.
 */
export function ScheduleTable({ slots, note, sport, sportName, className }: ScheduleTableProps) {
  const theme = useTheme();
  return (
    <div css={styles.wrap(theme)} className={className} data-sport={sport}>
      <table css={styles.table(theme)}>
        <caption>{sportName} court prices</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Type</th>
            <th scope="col">Price per hour</th>
          </tr>
        </thead>
        <tbody>
          {slots.map((slot) => (
            <tr key={slot.time} data-type={slot.type}>
              <th scope="row">{slot.time}</th>
              <td>
                <Badge tone={scheduleSlotTypeLabels[slot.type].tone} size="sm">
                  {scheduleSlotTypeLabels[slot.type].label}
                </Badge>
              </td>
              <td data-part="price">{slot.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? (
        <p css={styles.note(theme)} data-part="note">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What the schedule page shows of its constants: a sport's price bands and two-hour price, and the packages, with
 * their prices formatted. Pure; the design system takes the results as props.
 */
import { formatRupees } from '../money/money';
import { twoHourSaving, type SportRates } from './rates';
import { scheduleSlotsOf, type SchedulePackage, type ScheduleSlot } from './schedule';

/** One row of the schedule table, the hourly price formatted ('₹1,200'). */
export interface ScheduleSlotView extends Omit<ScheduleSlot, 'price'> {
  price: string;
}

/** A package card: the price formatted ('₹4,999'). */
export interface SchedulePackageView extends Omit<SchedulePackage, 'price'> {
  price: string;
}

/** A sport's schedule table: its rows, and a line under them for what is not priced by the hour (or null). */
export interface SportScheduleView {
  slots: ScheduleSlotView[];
  /** 'Any 2 hours: ₹2,000 (save ₹1,000).' */
  note: string | null;
}

export function scheduleSlotView(slot: ScheduleSlot): ScheduleSlotView {
  return { time: slot.time, type: slot.type, price: formatRupees(slot.price) };
}

/** The schedule table of a sport's rates (the rate table the booking charges). */
export function sportScheduleView(rates: SportRates): SportScheduleView {
  const saving = twoHourSaving(rates);
  const note =
    rates.twoHours === null
      ? null
      : `Any 2 hours: ${formatRupees(rates.twoHours)}${saving > 0 ? ` (save ${formatRupees(saving)})` : ''}.`;
  return { slots: scheduleSlotsOf(rates).map(scheduleSlotView), note };
}

export function schedulePackageView(pkg: SchedulePackage): SchedulePackageView {
  return { ...pkg, price: formatRupees(pkg.price) };
}

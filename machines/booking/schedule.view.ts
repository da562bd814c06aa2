/**
 * What the schedule page shows of its constants: the price bands and the packages with their prices formatted.
 * Pure; the design system takes the results as props.
 */
import { formatRupees } from '../money/money';
import type { SchedulePackage, ScheduleSlot } from './schedule';
import type { SportId } from './sports';

/** One row of the schedule table, every sport's hourly price formatted ('₹1,200'). */
export interface ScheduleSlotView extends Omit<ScheduleSlot, 'prices'> {
  prices: Record<SportId, string>;
}

/** A package card: the price formatted ('₹4,999'). */
export interface SchedulePackageView extends Omit<SchedulePackage, 'price'> {
  price: string;
}

export function scheduleSlotView(slot: ScheduleSlot): ScheduleSlotView {
  const prices = Object.fromEntries(Object.entries(slot.prices).map(([id, price]) => [id, formatRupees(price)]));
  return { time: slot.time, type: slot.type, prices: prices as Record<SportId, string> };
}

export function schedulePackageView(pkg: SchedulePackage): SchedulePackageView {
  return { ...pkg, price: formatRupees(pkg.price) };
}

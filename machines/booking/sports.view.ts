/**
 * What the sport list shows of a sport: its card (peak, off-peak and weekend prices, and its lights and two-hour prices
 * when it has them) and its price-list entry (price lines, savings and add-ons), every price from the sport's row of the
 * rate table and formatted once here. Pure; the design system takes the results as props.
 */
import { formatRupees } from '../money/money';
import { twoHourSaving, type SportRates } from './rates';
import type { Sport } from './sports';

/** One price on a sport card: 'Peak' and '₹800/hr'. */
export interface SportCardPrice {
  label: string;
  /** Formatted, with its unit ('₹800/hr', '₹2,000'). */
  price: string;
}

/** A sport card. */
export interface SportCardView extends Pick<Sport, 'id' | 'name' | 'courts' | 'image' | 'description' | 'features'> {
  /** Peak, off-peak and weekend per hour, then with lights and 2 hours when the sport has them. */
  prices: readonly SportCardPrice[];
}

/** One line of a sport's price list, rupees. */
export interface SportPricing {
  type: string;
  price: number;
  unit: string;
  popular?: boolean;
  /** Rupees saved, shown as "Save ₹N". */
  savings?: number;
}

/** One price line of the price list. */
export interface SportPricingView {
  type: string;
  /** Formatted price ('₹1,500'). */
  price: string;
  unit: string;
  popular?: boolean;
  /** Formatted saving ('₹1,000'), shown as "Save ₹1,000". */
  savings?: string;
}

/** A sport in the price list. */
export interface PriceListSportView extends Pick<Sport, 'id' | 'name' | 'image'> {
  pricing: SportPricingView[];
  /** Add-ons with formatted prices ('₹50', or '₹200/hr' for one charged by the hour). */
  addOns: Array<{ name: string; price: string }>;
}

/** Both: what the sports page passes for each sport. */
export type SportView = SportCardView & PriceListSportView;

/** The lit hours as the price lists name them. */
export const LIGHTS_LABEL = 'With lights (6 PM-6 AM)';

const perHour = (rupees: number) => `${formatRupees(rupees)}/hr`;

/**
 * The price list's lines from the sport's rates: one line when every band costs the same ('Every day'; 'Without
 * lights' beside a lights rate), weekdays and weekends when only those differ, else peak, off-peak and weekend; then
 * the lights rate and the two-hour price (with its saving). Popular: the two-hour price, else the lights rate, else
 * the weekday (off-peak) rate when there is more than one line.
 */
export function ratePricingLines(rates: SportRates): SportPricing[] {
  const unit = 'per hour';
  const lines: SportPricing[] = [];
  if (rates.peak === rates.offPeak && rates.peak === rates.weekend) {
    lines.push({ type: rates.lights === null ? 'Every day' : 'Without lights', price: rates.peak, unit });
  } else if (rates.peak === rates.offPeak) {
    lines.push(
      { type: 'Weekdays (Mon-Fri)', price: rates.peak, unit },
      { type: 'Weekends (Sat-Sun)', price: rates.weekend, unit },
    );
  } else {
    lines.push(
      { type: 'Weekdays, peak (6-10 AM, 4-10 PM)', price: rates.peak, unit },
      { type: 'Weekdays, off-peak', price: rates.offPeak, unit },
      { type: 'Weekends (Sat-Sun)', price: rates.weekend, unit },
    );
  }
  const weekdayLine = lines.length > 1 ? lines[rates.peak === rates.offPeak ? 0 : 1] : undefined;
  const lightsLine: SportPricing | undefined =
    rates.lights === null ? undefined : { type: LIGHTS_LABEL, price: rates.lights, unit };
  const savings = twoHourSaving(rates);
  const twoHoursLine: SportPricing | undefined =
    rates.twoHours === null
      ? undefined
      : { type: '2 hours', price: rates.twoHours, unit: 'per session', ...(savings > 0 ? { savings } : {}) };
  for (const line of [lightsLine, twoHoursLine]) if (line) lines.push(line);
  const popular = twoHoursLine ?? lightsLine ?? weekdayLine;
  if (popular) popular.popular = true;
  return lines;
}

/** The card's prices: peak, off-peak and weekend per hour, then with lights and 2 hours when set. */
export function cardPrices(rates: SportRates): SportCardPrice[] {
  const prices: SportCardPrice[] = [
    { label: 'Peak', price: perHour(rates.peak) },
    { label: 'Off-peak', price: perHour(rates.offPeak) },
    { label: 'Weekend', price: perHour(rates.weekend) },
  ];
  if (rates.lights !== null) prices.push({ label: 'With lights', price: perHour(rates.lights) });
  if (rates.twoHours !== null) prices.push({ label: '2 hours', price: formatRupees(rates.twoHours) });
  return prices;
}

/** A sport's card and price-list entry; every price comes from `rates` (the rate table the booking charges). */
export function sportView(sport: Sport, rates: SportRates): SportView {
  return {
    id: sport.id,
    name: sport.name,
    courts: sport.courts,
    image: sport.image,
    description: sport.description,
    features: sport.features,
    prices: cardPrices(rates),
    pricing: ratePricingLines(rates).map((line) => {
      const view: SportPricingView = { type: line.type, price: formatRupees(line.price), unit: line.unit };
      if (line.popular !== undefined) view.popular = line.popular;
      if (line.savings) view.savings = formatRupees(line.savings);
      return view;
    }),
    addOns: rates.addOns.map((addOn) => ({
      name: addOn.name,
      price: addOn.perHour ? perHour(addOn.price) : formatRupees(addOn.price),
    })),
  };
}

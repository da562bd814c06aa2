/**
 * What the sport list shows of a sport: its card (peak, off-peak and weekend prices) and its price-list entry (price lines,
 * savings and add-ons), money formatted once here. Pure; the design system takes the results as props.
 */
import { formatRupees } from '../money/money';
import { defaultSportRates, type SportRates } from './rates';
import type { Sport, SportPricing } from './sports';

/** A sport card. Prices are formatted ('₹800'). */
export interface SportCardView extends Pick<Sport, 'id' | 'name' | 'courts' | 'image' | 'description' | 'features'> {
  /** Peak hourly price, formatted. */
  peakPrice: string;
  /** Off-peak hourly price, formatted. */
  offPeakPrice: string;
  /** Weekend hourly price, formatted. */
  weekendPrice: string;
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
  /** Add-ons with formatted prices. */
  addOns: Array<{ name: string; price: string }>;
}

/** Both: what the sports page passes for each sport. */
export type SportView = SportCardView & PriceListSportView;

/**
 * The court-hour lines of the price list from the sport's rates: weekdays and weekends (as the booking rule reads)
 * while peak and off-peak are equal, else peak, off-peak and weekend.
 */
export function ratePricingLines(rates: SportRates): SportPricing[] {
  const weekend = { type: 'Weekends (Sat-Sun)', price: rates.weekend, unit: 'per hour' };
  if (rates.peak === rates.offPeak) return [{ type: 'Weekdays (Mon-Fri)', price: rates.peak, unit: 'per hour', popular: true }, weekend];
  return [
    { type: 'Weekdays, peak (6-10 AM, 4-10 PM)', price: rates.peak, unit: 'per hour' },
    { type: 'Weekdays, off-peak', price: rates.offPeak, unit: 'per hour', popular: true },
    weekend,
  ];
}

/** A sport's card and price-list entry; every court-hour price comes from `rates` (the rate table the booking charges). */
export function sportView(sport: Sport, rates: SportRates = defaultSportRates): SportView {
  return {
    id: sport.id,
    name: sport.name,
    courts: sport.courts,
    image: sport.image,
    description: sport.description,
    features: sport.features,
    peakPrice: formatRupees(rates.peak),
    offPeakPrice: formatRupees(rates.offPeak),
    weekendPrice: formatRupees(rates.weekend),
    pricing: ratePricingLines(rates).map((line) => {
      const view: SportPricingView = { type: line.type, price: formatRupees(line.price), unit: line.unit };
      if (line.popular !== undefined) view.popular = line.popular;
      if (line.savings) view.savings = formatRupees(line.savings);
      return view;
    }),
    addOns: sport.addOns.map((addOn) => ({ name: addOn.name, price: formatRupees(addOn.price) })),
  };
}

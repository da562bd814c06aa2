/**
 * Money in rupees (INR). Formatting uses Indian digit grouping (last three digits, then pairs:
 * 1,00,000) implemented here, so it does not depend on the ICU data of the runtime.
 */

/** Groups a string of digits the Indian way: '100000' -> '1,00,000'. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest.length > 0) groups.unshift(rest);
  return `${groups.join(',')},${last3}`;
}

/**
 * Formats an amount of rupees: formatRupees(1299) === '₹1,299', formatRupees(100000) === '₹1,00,000'.
 * Whole amounts have no decimals; fractional amounts show two (₹12.50). Negative amounts get a leading minus.
 * Non-finite input formats as ₹0.
 */
export function formatRupees(rupees: number): string {
  if (!Number.isFinite(rupees)) return '₹0';
  const negative = rupees < 0;
  const abs = Math.abs(rupees);
  const paise = Math.round(abs * 100);
  const whole = Math.floor(paise / 100);
  const fraction = paise % 100;
  const grouped = groupIndian(String(whole));
  const text = fraction === 0 ? grouped : `${grouped}.${String(fraction).padStart(2, '0')}`;
  return `${negative && paise !== 0 ? '-' : ''}₹${text}`;
}

/** Formats a plain number with Indian grouping and no currency sign: 2500 -> '2,500'. */
export function formatIndianNumber(value: number): string {
  return formatRupees(value).replace('₹', '');
}

/** The payment provider's amount: rupees × 100, rounded to a whole paisa. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** An hourly rate as read: formatHourlyRate(350) === '₹350 per hour'. */
export function formatHourlyRate(rupees: number): string {
  return `${formatRupees(rupees)} per hour`;
}

/**
 * Outbound link builders: messaging chat (wa.me), telephone and maps. Pure: the numbers come from the
 * app's config, nothing here reads it.
 */

/** Replaces lone UTF-16 surrogates with U+FFFD so the text can always be URI-encoded. */
export function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Keeps only the digits of a phone number: '+91 90000 00000' -> '919000000000'. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The national 10-digit form of an Indian number when it can be recognised, else null:
 * '+91 90000 00000', '919000000000', '09000000000' and '90000 00000' all give '9000000000'.
 */
export function indianNationalNumber(value: string): string | null {
  const digits = digitsOnly(value);
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('091')) return digits.slice(3);
  return null;
}

/**
 * The number as wa.me wants it: digits only, with the country code. A bare 10-digit Indian number
 * (e.g. a customer's '98765 43210') or one with a trunk 0 gets the 91 country code; anything else is
 * passed as its digits.
 */
export function whatsappNumber(number: string): string {
  const digits = digitsOnly(number);
  if (digits.length === 10 || (digits.length === 11 && digits.startsWith('0'))) {
    return `91${indianNationalNumber(digits) ?? digits}`;
  }
  return digits;
}

/** A messaging chat link with prefilled text: `https://wa.me/<digits>?text=<encoded text>`. Never throws. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${whatsappNumber(number)}?text=${encodeURIComponent(wellFormed(text))}`;
}

/**
 * A telephone link in E.164 form for Indian numbers: telLink('+91 90000 00000') === 'tel:+919000000000';
 * spaces, dashes, '+91', '91' and a trunk '0' are normalised. Numbers that are not recognisably Indian keep
 * their digits (and a leading + if they had one).
 */
export function telLink(number: string): string {
  const national = indianNationalNumber(number);
  if (national !== null) return `tel:+91${national}`;
  const digits = digitsOnly(number);
  return number.trim().startsWith('+') ? `tel:+${digits}` : `tel:${digits}`;
}

/** A maps search link for a place or address. */
export function mapsLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(wellFormed(query))}`;
}

/** A maps directions link to a destination (address or place name). */
export function mapsDirectionsLink(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(wellFormed(destination))}`;
}

/**
 * True when `link` opens another site (an https address), so the page opens it in a new tab. A banner's button
 * link is a path on this site or an https address (machines/api/home.schema.ts checks it when staff save it).
 */
export const isExternalLink = (link: string) => /^https:\/\//i.test(link);

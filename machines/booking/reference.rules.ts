/**
 * Booking references: 'POD-' and twelve characters of Crockford's base-32 alphabet in three groups of four
 * (POD-7K3M-9QXA-R2TB), 60 random bits, easy to read aloud and type (no I, L, O or U). Typing is forgiving: case,
 * spaces and dashes do not matter, and O, I and L read as 0, 1 and 1.
 */

/** Crockford's base-32 alphabet. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters after 'POD-' (5 bits each: 60 bits). */
export const REFERENCE_LENGTH = 12;

/** The reference of twelve 5-bit values (each 0-31), grouped: 'POD-7K3M-9QXA-R2TB'. */
export function referenceOf(values: readonly number[]): string {
  if (values.length !== REFERENCE_LENGTH || values.some((v) => !Number.isInteger(v) || v < 0 || v > 31))
    throw new RangeError(`A booking reference needs ${REFERENCE_LENGTH} values from 0 to 31.`);
  const chars = values.map((v) => REFERENCE_ALPHABET[v]).join('');
  return `POD-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

/** The reference a visitor typed, in its stored form, or null when it cannot be one. */
export function normaliseReference(typed: string): string | null {
  let body = typed.toUpperCase().replace(/[\s-]/g, '');
  if (body.startsWith('POD')) body = body.slice(3);
  body = body.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== REFERENCE_LENGTH || [...body].some((c) => !REFERENCE_ALPHABET.includes(c))) return null;
  return `POD-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8)}`;
}

/** The page where a visitor manages a booking. */
export const MY_BOOKING_PATH = '/my-booking';

/** My booking with the reference filled in: '/my-booking?ref=POD-7K3M-9QXA-R2TB'. */
export function myBookingHref(reference: string): string {
  return `${MY_BOOKING_PATH}?ref=${encodeURIComponent(reference)}`;
}

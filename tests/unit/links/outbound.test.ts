import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  indianNationalNumber,
  mapsDirectionsLink,
  mapsLink,
  telLink,
  whatsappLink,
  whatsappNumber,
  wellFormed,
} from '../../../machines/links/outbound';

describe('whatsappLink', () => {
  it('builds https://wa.me/<digits>?text=<encoded>', () => {
    expect(whatsappLink('+91 90000 00000', 'Hi POD! 1 & 2 = ₹350?')).toBe(
      `https://wa.me/919000000000?text=${encodeURIComponent('Hi POD! 1 & 2 = ₹350?')}`,
    );
  });
  it('keeps digits only and adds 91 to a bare Indian number', () => {
    expect(whatsappNumber('+91-90000-00000')).toBe('919000000000');
    expect(whatsappNumber('98765 43210')).toBe('919876543210');
    expect(whatsappNumber('098765 43210')).toBe('919876543210');
    expect(whatsappNumber('+44 20 7946 0000')).toBe('442079460000');
  });
  it('link text decodes back to the message, for any text and number (never throws)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (number, text) => {
        const link = whatsappLink(number, text);
        const url = new URL(link);
        expect(url.origin).toBe('https://wa.me');
        expect(url.pathname).toMatch(/^\/\d*$/);
        expect(url.searchParams.get('text')).toBe(wellFormed(text));
        expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(wellFormed(text));
      }),
    );
  });
  it('keeps well-formed text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(wellFormed(text)).toBe(text);
      }),
    );
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
  });
});

describe('telLink', () => {
  it.each([
    ['+91 90000 00000', 'tel:+919000000000'],
    ['+919000000000', 'tel:+919000000000'],
    ['919000000000', 'tel:+919000000000'],
    ['09000000000', 'tel:+919000000000'],
    ['90000 00000', 'tel:+919000000000'],
    ['044-2345-6789', 'tel:+914423456789'],
    ['+44 20 7946 0000', 'tel:+442079460000'],
    ['12345', 'tel:12345'],
  ])('%s -> %s', (input, link) => {
    expect(telLink(input)).toBe(link);
  });
  it('never contains anything but tel:, an optional + and digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(telLink(s)).toMatch(/^tel:\+?\d*$/);
      }),
    );
  });
  it('recognises national numbers', () => {
    expect(indianNationalNumber('+91 98765 43210')).toBe('9876543210');
    expect(indianNationalNumber('0919876543210')).toBe('9876543210');
    expect(indianNationalNumber('12')).toBeNull();
    expect(digitsOnly('a1b2')).toBe('12');
  });
});

describe('maps links', () => {
  it('encodes the query', () => {
    expect(mapsLink('POD, Sholinganallur, Chennai')).toBe(
      'https://www.google.com/maps/search/?api=1&query=POD%2C%20Sholinganallur%2C%20Chennai',
    );
    expect(mapsDirectionsLink('A & B')).toBe('https://www.google.com/maps/dir/?api=1&destination=A%20%26%20B');
  });
  it('round-trips any query', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (q) => {
        expect(new URL(mapsLink(q)).searchParams.get('query')).toBe(wellFormed(q));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chatNowText,
  CONTACT_FORM_OPENING,
  contactFormText,
  MESSAGE_LINE,
  singleLine,
  VISIT_REQUEST_OPENING,
  visitRequestText,
  type ContactFormData,
  type VisitRequestData,
} from '../../../machines/links/contact.messages';
import { whatsappLink } from '../../../machines/links/outbound';

/** The text a chat link carries, decoded the way the chat reads it. */
const decodeText = (link: string) => {
  const url = new URL(link);
  expect(url.origin).toBe('https://wa.me');
  return decodeURIComponent(link.slice(link.indexOf('?text=') + '?text='.length));
};

/** Reads a chat text back into its fields: `Label: value` lines, then everything after `Message:`. */
function parseFields(text: string, opening: string): Record<string, string> {
  const lines = text.split('\n');
  expect(lines[0]).toBe(opening);
  expect(lines[1]).toBe('');
  const fields: Record<string, string> = {};
  for (let i = 2; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (line === MESSAGE_LINE) {
      fields.message = lines.slice(i + 1).join('\n');
      break;
    }
    const colon = line.indexOf(': ');
    fields[line.slice(0, colon).toLowerCase()] = line.slice(colon + 2);
  }
  return fields;
}

// What a visitor can type: any well-formed Unicode (emoji, RTL, markup, formulas), single-line fields without
// line breaks (a text input cannot hold them), the message with them, up to 5,000 characters.
const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
const lineText = anyText.map((s) => s.replace(/[\r\n]/g, ''));
const hostile = fc.constantFrom(
  '<script>alert(1)</script>',
  '=HYPERLINK("http://evil.example","click")',
  '+SUM(1,2)',
  '@cmd',
  '-2+3',
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Egnp.exe',
  '👨‍👩‍👧‍👦🏸🔥',
  '"; DROP TABLE bookings; --',
  '%20%0A&text=spoof#frag',
  '   ',
);
const field = fc.oneof(lineText, hostile);
const messageText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 400 }),
  hostile,
  fc.constant('x'.repeat(5000)),
  fc.constant('🏸'.repeat(2500)),
  fc.constant('<img src=x onerror=alert(1)>\n=1+1\nmulti\r\nline'),
);

describe('visit request text', () => {
  it('has the opening line and the fields in order, leaving out an empty sport and message', () => {
    expect(
      visitRequestText({
        name: 'Priya Raman',
        phone: '+91 98765 43210',
        sport: 'Badminton',
        message: 'Evenings after 6.',
      }),
    ).toBe(
      [
        VISIT_REQUEST_OPENING,
        '',
        'Name: Priya Raman',
        'Phone: +91 98765 43210',
        'Sport: Badminton',
        'Message:',
        'Evenings after 6.',
      ].join('\n'),
    );
    expect(visitRequestText({ name: 'Priya', phone: '98765 43210', sport: '', message: '   ' })).toBe(
      [VISIT_REQUEST_OPENING, '', 'Name: Priya', 'Phone: 98765 43210'].join('\n'),
    );
  });

  it('property: the chat link decodes back to exactly what was typed', () => {
    fc.assert(
      fc.property(
        field,
        field,
        fc.option(field, { nil: undefined }),
        fc.option(messageText, { nil: undefined }),
        (name, phone, sport, message) => {
          const data: VisitRequestData = { name, phone, sport, message };
          const parsed = parseFields(
            decodeText(whatsappLink('+91 90000 00011', visitRequestText(data))),
            VISIT_REQUEST_OPENING,
          );
          expect(parsed.name).toBe(name);
          expect(parsed.phone).toBe(phone);
          expect(parsed.sport).toBe(sport === undefined || sport.trim() === '' ? undefined : sport);
          expect(parsed.message).toBe(message === undefined || message.trim() === '' ? undefined : message);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('contact form text', () => {
  const priya: ContactFormData = {
    name: 'Priya Raman',
    phone: '98765 43210',
    email: 'priya@example.com',
    subject: 'Court Booking',
    message: 'Can I book the turf for a team?',
  };

  it('carries all five fields', () => {
    expect(contactFormText(priya)).toBe(
      [
        CONTACT_FORM_OPENING,
        '',
        'Name: Priya Raman',
        'Phone: 98765 43210',
        'Email: priya@example.com',
        'Subject: Court Booking',
        'Message:',
        'Can I book the turf for a team?',
      ].join('\n'),
    );
  });

  it('property: the chat link decodes back to exactly what was typed', () => {
    fc.assert(
      fc.property(field, field, field, field, messageText, (name, phone, email, subject, message) => {
        const data: ContactFormData = { name, phone, email, subject, message };
        const parsed = parseFields(
          decodeText(whatsappLink('+91 90000 00014', contactFormText(data))),
          CONTACT_FORM_OPENING,
        );
        expect(parsed).toEqual({ name, phone, email, subject, message });
      }),
      { numRuns: 300 },
    );
  });

  it('property: the link is one URL with no raw spaces, markup or line breaks, whatever was typed', () => {
    fc.assert(
      fc.property(field, messageText, (name, message) => {
        const link = whatsappLink('+91 90000 00014', contactFormText({ ...priya, name, message }));
        expect(link).toMatch(/^https:\/\/wa\.me\/919000000014\?text=[A-Za-z0-9%\-_.!~*'()]*$/);
      }),
    );
  });

  it('a 5,000-character message survives whole', () => {
    const message = `${'Long rally. '.repeat(416)}end!!!!!`;
    expect(message).toHaveLength(5000);
    const parsed = parseFields(
      decodeText(whatsappLink('+91 90000 00014', contactFormText({ ...priya, message }))),
      CONTACT_FORM_OPENING,
    );
    expect(parsed.message).toBe(message);
  });

  it('line breaks pasted into a single-line field become one space (a text input drops them)', () => {
    expect(singleLine('Priya\r\nRaman\n\nX')).toBe('Priya Raman X');
    const text = contactFormText({ ...priya, name: 'Priya\nMessage:\nspoof' });
    expect(parseFields(text, CONTACT_FORM_OPENING)).toEqual({ ...priya, name: 'Priya Message: spoof' });
  });
});

describe('Chat Now', () => {
  it('is a short greeting', () => {
    expect(chatNowText()).toMatch(/^Hi POD! /);
  });
});

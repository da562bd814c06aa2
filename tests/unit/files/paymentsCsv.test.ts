import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { adminPaymentStatuses, type AdminPayment } from '../../../machines/admin/admin.types';
import {
  csvField,
  neutraliseFormula,
  PAYMENTS_CSV_FILENAME,
  paymentsCsv,
  paymentsCsvColumns,
  toCsv,
} from '../../../machines/files/paymentsCsv';

// The file's dialect is fixed (comma, CRLF): a reader told so, as a spreadsheet's import is. Papaparse's guess of
// the delimiter misreads some valid files (a quoted cell holding a newline then a tab made it pick the tab).
const parse = (csv: string) =>
  Papa.parse<string[]>(csv, { skipEmptyLines: false, delimiter: ',', newline: '\r\n' }).data;

const payment: AdminPayment = {
  id: 'PAY001',
  productName: 'Badminton Court - 2 hours',
  customerName: 'Rao, Asha',
  customerPhone: '+91 98765 43210',
  customerEmail: 'asha@example.com',
  amount: 700,
  refunded: 350,
  refundDue: 0,
  paymentId: 'pay_ABC',
  status: 'partially_refunded',
  verification: 'verified',
  paymentMethod: 'UPI',
  date: '2026-11-20',
  receiptSent: false,
};

describe('payments CSV', () => {
  it("has the file name and the spec's ten columns, then Refunded and Verified", () => {
    expect(PAYMENTS_CSV_FILENAME).toBe('pod_payments.csv');
    const csv = paymentsCsv([payment]);
    expect(csv.split('\r\n')[0]).toBe(
      'ID,Product,Customer,Phone,Email,Amount,Payment ID,Status,Method,Date,Refunded,Verified',
    );
    expect(paymentsCsvColumns).toHaveLength(12);
    expect(parse(paymentsCsv([{ ...payment, refunded: 0, verification: 'unverified' }]))[1]!.slice(10)).toEqual([
      '0',
      'No',
    ]);
  });
  it('quotes per RFC 4180 and ends records with CRLF', () => {
    const csv = paymentsCsv([payment]);
    expect(csv).toBe(
      'ID,Product,Customer,Phone,Email,Amount,Payment ID,Status,Method,Date,Refunded,Verified\r\n' +
        `PAY001,Badminton Court - 2 hours,"Rao, Asha",'+91 98765 43210,asha@example.com,700,pay_ABC,partially_refunded,UPI,2026-11-20,350,Yes\r\n`,
    );
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('plain')).toBe('plain');
  });
  it('neutralises formula starts', () => {
    for (const danger of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseFormula(danger)).toBe(`'${danger}`);
    expect(neutraliseFormula('safe=1')).toBe('safe=1');
    expect(parse(paymentsCsv([{ ...payment, customerName: '=HYPERLINK("http://x")' }]))[1]![2]).toBe(
      `'=HYPERLINK("http://x")`,
    );
  });
  it('writes empty cells for null, undefined and non-finite numbers', () => {
    expect(toCsv([[null, undefined, Number.NaN, 0]])).toBe(',,,0\r\n');
  });

  it('round-trips through papaparse and never leaves a formula start (property)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('=1', '+x', '-2', '@a', ',', '"', '\r\n', ' '),
    );
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 2, maxLength: 6 }), { minLength: 1, maxLength: 6 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const csv = toCsv(table);
        const parsed = parse(csv);
        // The final CRLF yields one trailing empty row in papaparse.
        expect(parsed.at(-1)).toEqual(['']);
        const body = parsed.slice(0, -1);
        expect(body).toEqual(table.map((r) => r.map(neutraliseFormula)));
        for (const row of body) for (const value of row) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      }),
      {
        numRuns: 300,
        examples: [
          [
            [
              ['', '\n\t', '=1'],
              ['', '=1'],
            ],
          ],
        ],
      },
    );
  });

  it('round-trips generated payments (property)', () => {
    const text = fc.string({ unit: 'grapheme' });
    const paymentArb = fc.record({
      id: text,
      productName: text,
      customerName: text,
      customerPhone: text,
      customerEmail: text,
      amount: fc.integer({ min: 0, max: 1_000_000 }),
      refunded: fc.integer({ min: 0, max: 1_000_000 }).map((n) => n / 100),
      refundDue: fc.constant(0),
      paymentId: text,
      status: fc.constantFrom(...adminPaymentStatuses),
      verification: fc.constantFrom('verified', 'unverified') as fc.Arbitrary<AdminPayment['verification']>,
      paymentMethod: text,
      date: text,
      receiptSent: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(paymentArb, { maxLength: 5 }), (payments) => {
        const rows = parse(paymentsCsv(payments)).slice(0, -1);
        expect(rows).toHaveLength(payments.length + 1);
        rows.slice(1).forEach((row, i) => {
          const p = payments[i]!;
          expect(row).toEqual([
            ...[
              p.id,
              p.productName,
              p.customerName,
              p.customerPhone,
              p.customerEmail,
              String(p.amount),
              p.paymentId,
              p.status,
              p.paymentMethod,
              p.date,
            ].map(neutraliseFormula),
            String(p.refunded),
            p.verification === 'verified' ? 'Yes' : 'No',
          ]);
        });
      }),
      { numRuns: 200 },
    );
  });
});

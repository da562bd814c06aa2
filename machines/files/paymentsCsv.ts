/**
 * The admin payments export `pod_payments.csv`: RFC 4180 (CRLF record ends, fields with a comma, quote, CR or LF
 * quoted, quotes doubled) and neutralised against formula injection (a cell starting with = + - @, tab or CR is
 * prefixed with an apostrophe, so spreadsheets show it as text).
 */
import type { AdminPayment } from '../admin/admin.types';

export const PAYMENTS_CSV_FILENAME = 'pod_payments.csv';

/** The spec's ten columns, then Refunded (rupees refunded) and Verified (Yes when the provider's signature was checked). */
export const paymentsCsvColumns = [
  'ID',
  'Product',
  'Customer',
  'Phone',
  'Email',
  'Amount',
  'Payment ID',
  'Status',
  'Method',
  'Date',
  'Refunded',
  'Verified',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a value that a spreadsheet would read as a formula with an apostrophe. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, a double quote, CR or LF; quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return String(value);
};

/** A CSV from rows of cells: every cell neutralised then quoted as needed; records end with CRLF. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<unknown>>): string {
  return (
    rows.map((row) => row.map((cell) => csvField(neutraliseFormula(cellText(cell)))).join(',')).join('\r\n') + '\r\n'
  );
}

/** The payments export: the spec's ten columns, Refunded and Verified. */
export function paymentsCsv(payments: readonly AdminPayment[]): string {
  return toCsv([
    paymentsCsvColumns,
    ...payments.map((p) => [
      p.id,
      p.productName,
      p.customerName,
      p.customerPhone,
      p.customerEmail,
      p.amount,
      p.paymentId,
      p.status,
      p.paymentMethod,
      p.date,
      p.refunded,
      p.verification === 'verified' ? 'Yes' : 'No',
    ]),
  ]);
}

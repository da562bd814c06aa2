/**
 * What the admin dashboard's reads share: their dependencies, the statuses staff see, the search helpers (LIKE text,
 * phone digits), the page offset, and revenue's rule in SQL.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE } from '../../machines/api/admin.schema';
import type { AdminBookingStatus } from '../../machines/admin/admin.types';
import { revenueStatuses } from '../../machines/money/ledger';
import type { Database } from '../db/client';
import { payments } from '../db/schema';
import type { AvailabilityCache } from './availabilityCache';

export interface AdminDataDeps {
  db: Database;
  cache: AvailabilityCache;
  now: () => number;
}

/** The booking statuses staff see (holds are the visitors' own until paid). */
export const adminStatuses: AdminBookingStatus[] = ['confirmed', 'pending', 'cancelled'];

/** `%text%` for LIKE, with the wildcards in `text` taken literally. */
export const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/**
 * The digits of a search that reads as a phone number ("98765 43210", "+91-98765"): at least three digits and
 * nothing but digits, spaces, +, -, dots and brackets; otherwise ''. A booking or payment id's digits are not a
 * phone number: "BK-ZUSL9Q6SY2" searched as "962" found any visitor whose phone held 962.
 */
export function phoneSearchDigits(q: string): string {
  const digits = q.replace(/\D/g, '');
  return /^[\d\s+().-]+$/.test(q) && digits.length >= 3 ? digits : '';
}
/** A phone column's digits only, in SQL. */
export const phoneDigits = (column: AnyPgColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
/** The first row of a list's page. */
export const offsetOf = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

// Revenue: verified payments applied to a booking or an order, net of what went back and what is owed back
// (machines/money/ledger.ts netRevenuePaise, in SQL).

export const netPaise = sql`greatest(0, ${payments.amountPaise} - ${payments.refundedPaise} - ${payments.refundDuePaise})`;
export const countsAsRevenue = and(
  eq(payments.verification, 'verified'),
  inArray(payments.status, [...revenueStatuses]),
);

/**
 * The admin's customers: one per phone number, from bookings, paid orders and payments kept, with their spend (verified
 * payments, net of refunds), most recent visit first.
 */
import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type Page } from '../../machines/api/admin.schema';
import { type AdminCustomerRow, type AdminCustomersQuery } from '../../machines/api/adminReports.schema';
import { phoneKey } from '../../machines/admin/admin.rules';
import { paiseToRupees } from '../../machines/money/ledger';
import { isoDateInKolkata } from '../../machines/time/dates';
import { bookings, orders, payments } from '../db/schema';
import {
  contains,
  countsAsRevenue,
  netPaise,
  offsetOf,
  phoneDigits,
  phoneSearchDigits,
  type AdminDataDeps,
} from './adminQueries';

interface PersonRow {
  phone: string;
  name: string;
  email: string;
  bookings: number;
  orders: number;
  spend: number;
  lastVisit: string | null;
}

/**
 * Customers from bookings, paid orders and payments kept (a cancelled booking's share the policy did not refund), one
 * per phone number, most recent visit first. Their spend is what their verified payments brought in, net of what went
 * or is owed back (revenue's rule: demo payments never count).
 */
export async function listCustomers(
  { db, now }: AdminDataDeps,
  query: AdminCustomersQuery & { page: number },
): Promise<Page<AdminCustomerRow>> {
  const today = isoDateInKolkata(now());
  const q = query.q?.trim() ?? '';
  const digits = phoneSearchDigits(q);
  const filter = q
    ? sql`where p.name ilike ${contains(q)} or p.email ilike ${contains(q)}${digits ? sql` or p.phone like ${contains(digits)}` : sql``}`
    : sql``;
  const base = sql`
    with people as (
      select right(${phoneDigits(bookings.customerPhone)}, 10) as phone, ${bookings.customerName} as name, ${bookings.customerEmail} as email,
             1 as booking, 0 as ord, case when ${bookings.date} <= ${today} then ${bookings.date} end as visit, ${bookings.createdAt} as at
        from ${bookings} where ${bookings.status} in ('confirmed', 'pending')
      union all
      select right(${phoneDigits(orders.customerPhone)}, 10), ${orders.customerName}, ${orders.customerEmail}, 0, 1,
             to_char((${orders.createdAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD'), ${orders.createdAt}
        from ${orders} where ${orders.status} = 'paid'
      union all
      select right(${phoneDigits(payments.customerPhone)}, 10), ${payments.customerName}, ${payments.customerEmail}, 0, 0, null::text, ${payments.createdAt}
        from ${payments} where ${countsAsRevenue} and ${netPaise} > 0
    ),
    spent as (
      select right(${phoneDigits(payments.customerPhone)}, 10) as phone, sum(${netPaise})::bigint as paise
        from ${payments} where ${countsAsRevenue} group by 1
    ),
    grouped as (
      select phone, (array_agg(name order by at desc))[1] as name,
             coalesce((array_agg(email order by at desc) filter (where email <> ''))[1], '') as email,
             sum(booking)::int as bookings, sum(ord)::int as orders, max(visit) as last_visit,
             max(at) as latest
        from people group by phone
    )
    select p.*, coalesce(s.paise, 0) as spend_paise from grouped p left join spent s on s.phone = p.phone ${filter}`;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (${base}) t`));
  const rows = rowsOf<
    Omit<PersonRow, 'lastVisit' | 'spend'> & { last_visit: string | null; spend_paise: string | number }
  >(
    await db.execute(
      sql`${base} order by p.last_visit desc nulls last, p.latest desc, p.phone limit ${ADMIN_PAGE_SIZE} offset ${offsetOf(query.page)}`,
    ),
  );
  const total = Number(counted?.n ?? 0);
  return {
    rows: rows.map((r) => ({
      phone: phoneKey(r.phone),
      name: r.name,
      email: r.email,
      bookings: Number(r.bookings),
      orders: Number(r.orders),
      spend: paiseToRupees(Number(r.spend_paise)),
      lastVisit: r.last_visit,
    })),
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

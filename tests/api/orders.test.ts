/** Shop orders: totals from the database, out of stock, unguessable references, reload, confirmation (PGlite). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../machines/api/order.schema';
import type { DatabaseHandle } from '../../server/db/client';
import { customer, openTestDatabase, resetDatabase, START, testApp, testClock } from './helpers';

let handle: DatabaseHandle;
let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  handle = await openTestDatabase();
  app = await testApp(handle, { now: clock.now });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
});
beforeEach(() => resetDatabase(handle));

const order = (items: object[], extra: object = {}) =>
  app.inject({ method: 'POST', url: '/api/orders', payload: { items, customer, deliveryMethod: 'pickup', ...extra } });

describe('POST /api/orders', () => {
  it('computes the total from the database prices, ignoring the client, with the spec order id and a random reference', async () => {
    const res = await order(
      [
        { productId: 1, size: 'M', quantity: 2, price: 1 },
        { productId: 4, size: '750ml', quantity: 1, price: 1 },
      ],
      { total: 1 },
    );
    expect(res.statusCode).toBe(201);
    const body = orderResponseSchema.parse(res.json());
    expect(body.total).toBe(899 * 2 + 299);
    expect(body.items.map((i) => [i.name, i.price, i.quantity, i.selectedSize])).toEqual([
      ['Performance Jersey', 899, 2, 'M'],
      ['Insulated Steel Bottle', 299, 1, '750ml'],
    ]);
    expect(body.orderId).toBe(`POD-${START}`);
    expect(body.ref).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(body.status).toBe('pending');
    await handle.db.execute(sql`UPDATE products SET price = 999 WHERE id = 1`);
    expect((await order([{ productId: 1, size: 'M', quantity: 1 }])).json().total).toBe(999);
  });

  it('gives every order a distinct unguessable reference and a distinct order id', async () => {
    const refs = new Set<string>();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const body = (await order([{ productId: 3, size: 'One Size', quantity: 1 }])).json();
      refs.add(body.ref);
      ids.add(body.orderId);
    }
    expect(refs.size).toBe(5);
    expect(ids.size).toBe(5);
    expect((await app.inject({ url: `/api/orders/${'A'.repeat(24)}` })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/orders/1' })).json().error.field).toBe('ref');
  });

  it('refuses an out-of-stock product with a message naming it, and creates nothing', async () => {
    await handle.db.execute(sql`UPDATE products SET availability = 'Out of Stock' WHERE id = 7`);
    const res = await order([
      { productId: 1, size: 'M', quantity: 1 },
      { productId: 7, size: 'S', quantity: 1 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'out_of_stock',
      message: "Women's Performance Bra is out of stock. Please remove it from your cart to check out.",
      field: 'items.1.productId',
    });
    const count = await handle.db.execute(sql`SELECT count(*)::int AS n FROM orders`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('refuses unknown products and sizes, and home delivery, naming the field', async () => {
    expect((await order([{ productId: 99, size: 'M', quantity: 1 }])).json().error).toMatchObject({
      field: 'items.0.productId',
    });
    expect((await order([{ productId: 1, size: 'XS', quantity: 1 }])).json().error).toMatchObject({
      field: 'items.0.size',
      message: 'items.0.size: Performance Jersey comes in S, M, L, XL, XXL.',
    });
    expect((await order([{ productId: 1, size: 'M', quantity: 0 }])).json().error).toMatchObject({
      field: 'items.0.quantity',
    });
    expect(
      (await order([{ productId: 1, size: 'M', quantity: 1 }], { deliveryMethod: 'delivery' })).json().error,
    ).toMatchObject({ code: 'delivery_unavailable' });
  });
});

describe('confirm and reload', () => {
  it('confirms the payment (unverified without keys) and reloads the confirmation by reference', async () => {
    const created = (await order([{ productId: 2, size: 'S', quantity: 1 }])).json();
    const paid = await app.inject({
      method: 'POST',
      url: `/api/orders/${created.ref}/confirm`,
      payload: { paymentId: 'pay_shop1' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentId: 'pay_shop1', verified: false });
    const reloaded = await app.inject({ url: `/api/orders/${created.ref}` });
    expect(orderResponseSchema.parse(reloaded.json())).toMatchObject({
      orderId: created.orderId,
      total: 699,
      customerInfo: { name: 'Asha Raman', phone: '98765 43210' },
    });
    const payment = await handle.db.execute(
      sql`SELECT product_name, amount_paise, verification, status FROM payments WHERE order_ref = ${created.ref}`,
    );
    expect((payment as unknown as { rows: unknown[] }).rows).toEqual([
      { product_name: "Women's Performance Tee", amount_paise: 69900, verification: 'unverified', status: 'confirmed' },
    ]);
    const reuse = (await order([{ productId: 2, size: 'S', quantity: 1 }])).json();
    const reused = await app.inject({
      method: 'POST',
      url: `/api/orders/${reuse.ref}/confirm`,
      payload: { paymentId: 'pay_shop1' },
    });
    expect(reused.statusCode).toBe(409);
  });
});

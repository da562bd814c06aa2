/**
 * Shop orders: created with totals from the database's prices (client prices are never read), out-of-stock lines
 * refused, an unguessable reference for reloading the confirmation page, and the order id of the spec
 * ('POD-<ms>'); confirmed after payment like bookings.
 */
import { eq, inArray } from 'drizzle-orm';
import { apiMessages } from '../../machines/api/errors';
import { gearMessages } from '../../machines/api/gear.schema';
import type { OrderResponse } from '../../machines/api/order.schema';
import type { DeliveryMethod } from '../../machines/checkout/checkout.rules';
import { createOrderId } from '../../machines/files/orderId';
import type { Availability, LogoPosition } from '../../machines/shop/catalogue';
import { toPaise } from '../../machines/money/money';
import { isoDateInKolkata } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { newOrderRef } from '../db/ids';
import { orderItems, orders, payments, products } from '../db/schema';
import { ApiError } from '../errors';
import { lockPayment, recordPayment, type PaymentDetails, type RefundRow } from './ledger';
import { oweFullRefund, refundedPaymentError, refundOf } from './ledgerRefunds';
import { issueRefund } from './refundPayout';
import { enqueueOrderPaid } from './outboxMessages';
import type { PaymentProof, PaymentService } from './payment';

export interface OrderDeps {
  db: Database;
  payments: PaymentService;
  now: () => number;
}

export interface OrderInput {
  items: { productId: number; size: string; quantity: number }[];
  customer: { name: string; email: string; phone: string };
  deliveryMethod: DeliveryMethod;
}

/** Creates a pending order priced from the database. */
export async function createOrder(deps: OrderDeps, input: OrderInput): Promise<OrderResponse> {
  const { db } = deps;
  if (input.deliveryMethod !== 'pickup')
    throw new ApiError(400, 'delivery_unavailable', apiMessages.deliveryUnavailable, 'deliveryMethod');
  const ids = [...new Set(input.items.map((i) => i.productId))];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  const lines = input.items.map((item, i) => {
    const product = rows.find((p) => p.id === item.productId);
    if (!product)
      throw new ApiError(
        400,
        'bad_request',
        `items.${i}.productId: there is no product ${item.productId}.`,
        `items.${i}.productId`,
      );
    if (product.deletedAt) {
      throw new ApiError(
        409,
        'out_of_stock',
        `${product.name} ${gearMessages.productUnavailable}`,
        `items.${i}.productId`,
      );
    }
    if (product.availability === 'Out of Stock') {
      throw new ApiError(
        409,
        'out_of_stock',
        `${product.name} is out of stock. Please remove it from your cart to check out.`,
        `items.${i}.productId`,
      );
    }
    if (!product.sizes.includes(item.size)) {
      throw new ApiError(
        400,
        'bad_request',
        `items.${i}.size: ${product.name} comes in ${product.sizes.join(', ')}.`,
        `items.${i}.size`,
      );
    }
    return { product, ...item };
  });
  const total = lines.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
  const ref = newOrderRef();
  const orderId = await uniqueOrderId(db, deps.now());
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      ref,
      orderId,
      total,
      customerName: input.customer.name,
      customerEmail: input.customer.email,
      customerPhone: input.customer.phone,
      deliveryMethod: input.deliveryMethod,
    });
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderRef: ref,
        productId: l.product.id,
        name: l.product.name,
        size: l.size,
        quantity: l.quantity,
        unitPrice: l.product.price,
      })),
    );
  });
  const providerOrderId = await deps.payments.createProviderOrder(toPaise(total), orderId);
  if (providerOrderId) await db.update(orders).set({ providerOrderId }).where(eq(orders.ref, ref));
  return getOrder(db, ref);
}

/** createOrderId(now), moved on by a millisecond while another order has it. */
async function uniqueOrderId(db: Database, nowMs: number): Promise<string> {
  for (let ms = nowMs; ; ms++) {
    const id = createOrderId(ms);
    const [taken] = await db.select({ ref: orders.ref }).from(orders).where(eq(orders.orderId, id));
    if (!taken) return id;
  }
}

/** An order by its reference (404 when unknown). */
export async function getOrder(db: Database, ref: string): Promise<OrderResponse> {
  const [order] = await db.select().from(orders).where(eq(orders.ref, ref));
  if (!order) throw new ApiError(404, 'not_found', apiMessages.orderNotFound, 'ref');
  const items = await db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderRef, ref))
    .orderBy(orderItems.id);
  return {
    ref: order.ref,
    orderId: order.orderId,
    status: order.status === 'paid' ? 'paid' : 'pending',
    total: order.total,
    totalPaise: toPaise(order.total),
    items: items.map(({ item, product }) => ({
      id: item.productId,
      name: item.name,
      price: item.unitPrice,
      quantity: item.quantity,
      selectedSize: item.size,
      image: product.image,
      logoPosition: product.logoPosition as LogoPosition,
      availability: product.availability as Availability,
    })),
    customerInfo: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    deliveryMethod: order.deliveryMethod as DeliveryMethod,
    paymentId: order.paymentId,
    verified: order.verified,
    providerOrderId: order.providerOrderId,
  };
}

/**
 * Marks an order paid after the payment is verified (or, in demo mode without keys, recorded unverified). The payment
 * is first written to the ledger in its own transaction, then settled (settleOrderPayment). Idempotent: the dialog
 * and the webhook may both report it. A second payment for an order already paid is owed back in full: 409
 * payment_refunded, naming the amount and the refund's reference.
 */
export async function confirmOrder(
  deps: OrderDeps,
  ref: string,
  proof: PaymentProof,
  trusted = false,
  details: PaymentDetails = {},
): Promise<OrderResponse> {
  const { db } = deps;
  const [order] = await db.select().from(orders).where(eq(orders.ref, ref));
  if (!order) throw new ApiError(404, 'not_found', apiMessages.orderNotFound, 'ref');
  const verified = trusted || deps.payments.verify(proof, order.providerOrderId);
  const row = await recordPayment(db, {
    ...(await orderPaymentFields(db, order, deps.now())),
    paymentId: proof.paymentId,
    amountPaise: details.amountPaise ?? toPaise(order.total),
    method: details.method,
    verified,
    status: 'captured',
  });
  const settled = await settleOrderPayment(deps, row.id);
  if (settled.kind === 'refund') throw refundedPaymentError(settled.refund, 'duplicate', 'order');
  return getOrder(db, ref);
}

/** The ledger fields of a payment for an order. */
export async function orderPaymentFields(db: Database, order: typeof orders.$inferSelect, nowMs: number) {
  const names = await db
    .select({ name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderRef, order.ref))
    .orderBy(orderItems.id);
  return {
    providerOrderId: order.providerOrderId,
    holdId: null,
    orderRef: order.ref,
    productName: names.map((n) => n.name).join(', '),
    customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
    date: isoDateInKolkata(nowMs),
  };
}

/** How an order's payment settled; `before` when it had been settled already (by another report of it). */
export type OrderSettlement = ({ kind: 'confirmed' } | { kind: 'refund'; refund: RefundRow }) & { before?: true };

/**
 * Settles a captured ledger payment for an order under the payment row's lock: the order becomes paid with it, or,
 * when another payment paid it already, the payment is owed back in full (issued through the provider with keys).
 */
export async function settleOrderPayment(deps: OrderDeps, paymentRowId: string): Promise<OrderSettlement> {
  const at = new Date(deps.now());
  const outcome = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const row = await lockPayment(t, paymentRowId);
    if (row.status !== 'captured') {
      const refund = await refundOf(t, `duplicate:${row.id}`);
      return refund
        ? { kind: 'refund' as const, refund, issue: false, before: true as const }
        : { kind: 'confirmed' as const, before: true as const };
    }
    const [order] = await t.select().from(orders).where(eq(orders.ref, row.orderRef!)).for('update');
    if (order!.status === 'paid' && order!.paymentId !== row.paymentId) {
      const owed = await oweFullRefund(t, row, 'duplicate', 'A second payment for an order already paid.', at);
      return { kind: 'refund' as const, refund: owed.refund, issue: owed.created };
    }
    if (order!.status !== 'paid') {
      await t
        .update(orders)
        .set({ status: 'paid', paymentId: row.paymentId, verified: row.verification === 'verified' })
        .where(eq(orders.ref, order!.ref));
      await enqueueOrderPaid(t, order!.ref, row, at);
    }
    await t.update(payments).set({ status: 'confirmed', updatedAt: new Date() }).where(eq(payments.id, row.id));
    return { kind: 'confirmed' as const };
  });
  if (outcome.kind === 'confirmed') return outcome;
  return {
    kind: 'refund',
    refund: outcome.issue ? await issueRefund(deps, outcome.refund.id) : outcome.refund,
    ...('before' in outcome ? { before: true as const } : {}),
  };
}

/** The order whose provider order is `providerOrderId`, if any. */
export async function orderRefForProviderOrder(db: Database, providerOrderId: string): Promise<string | null> {
  const [row] = await db.select({ ref: orders.ref }).from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row?.ref ?? null;
}

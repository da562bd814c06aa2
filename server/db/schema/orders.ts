/** The shop: products, orders and their lines. */
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const products = pgTable('products', {
  id: integer().primaryKey(),
  name: text().notNull(),
  category: text().notNull(),
  price: integer().notNull(),
  sizes: jsonb().$type<string[]>().notNull(),
  availability: text().notNull(),
  image: text().notNull(),
  logoPosition: text('logo_position').notNull(),
  // POD Gear manager (admin): the rest of the shop card, the WhatsApp Ordering switch, order, edit version, soft delete.
  hoverImage: text('hover_image').notNull().default(''),
  detailImage: text('detail_image'),
  description: text().notNull().default(''),
  features: jsonb().$type<string[]>().notNull().default([]),
  badge: text(),
  whatsappOrdering: boolean('whatsapp_ordering').notNull().default(true),
  position: integer().notNull().default(0),
  version: integer().notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  ref: text().primaryKey(),
  orderId: text('order_id').notNull().unique(),
  status: text().notNull().default('pending'),
  total: integer().notNull(),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull(),
  deliveryMethod: text('delivery_method').notNull(),
  providerOrderId: text('provider_order_id').unique(),
  paymentId: text('payment_id'),
  verified: boolean().notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderRef: text('order_ref')
      .notNull()
      .references(() => orders.ref),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text().notNull(),
    size: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer('unit_price').notNull(),
  },
  (t) => [index('order_items_order').on(t.orderRef)],
);

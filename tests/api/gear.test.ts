/**
 * The POD Gear manager's API: the products table is the shop's catalogue; what staff save is what `GET /api/products`
 * serves and what an order is priced from. Every admin route refuses without a session, every mutation without the
 * CSRF token; bad input is a 400 naming the field and changes nothing; an edit from an older copy is a 409.
 * Runs on PGlite, and again on a throwaway PostgreSQL when its binaries exist.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  adminProductSchema,
  adminProductsResponseSchema,
  adminWhatsappSchema,
  productsResponseSchema,
  type AdminProduct,
} from '../../machines/api/gear.schema';
import { products as catalogue } from '../../machines/shop/catalogue';
import { DEFAULT_ORDER_TEMPLATE } from '../../machines/shop/gear.rules';
import { seedGear } from '../../server/db/seed.gear';
import { adminClient, errorOf } from './adminClient';
import { adminSuite } from './adminSuite';
import { customer, databaseSuites } from './helpers';

/** A card's save body from what the admin list answered. */
const bodyOf = (p: AdminProduct, changes: Partial<Record<string, unknown>> = {}) => ({
  name: p.name,
  category: p.category,
  price: p.price,
  sizes: p.sizes.join(', '),
  description: p.description,
  image: p.image,
  inStock: p.inStock,
  whatsappOrdering: p.whatsappOrdering,
  version: p.version,
  ...changes,
});

describe.each(databaseSuites)('POD Gear API on $name', ({ skip, open }) => {
  const env = adminSuite({ skip, open }, async (db) => {
    await db.execute(sql`TRUNCATE whatsapp_settings`);
    await seedGear(db);
  });

  const shop = async () => productsResponseSchema.parse((await env.app.inject({ url: '/api/products' })).json());
  const cards = async (staff: Awaited<ReturnType<ReturnType<typeof adminClient>['login']>>) =>
    adminProductsResponseSchema.parse((await staff.get('/api/admin/products')).json()).products;
  const order = (items: object[]) =>
    env.app.inject({ method: 'POST', url: '/api/orders', payload: { items, customer, deliveryMethod: 'pickup' } });

  it('serves the seeded catalogue and WhatsApp settings', async () => {
    const { products, whatsapp } = await shop();
    expect(products.map((p) => [p.id, p.name, p.price, p.availability, p.badge])).toEqual(
      catalogue.map((p) => [p.id, p.name, p.price, p.availability, p.badge]),
    );
    expect(products[0]).toMatchObject({
      description: catalogue[0]!.description,
      features: catalogue[0]!.features,
      detailImage: catalogue[0]!.detailImage,
      whatsappOrdering: true,
    });
    expect(whatsapp).toEqual({ number: '919000000011', template: DEFAULT_ORDER_TEMPLATE });
  });

  it('Save Product changes the shop and what an order charges; out of stock refuses the order', async () => {
    const staff = await adminClient(() => env.app).login();
    const jersey = (await cards(staff))[0]!;
    const saved = await staff.post(
      `/api/admin/products/${jersey.id}`,
      bodyOf(jersey, { price: 999, sizes: ' M, L ,, XL ', name: 'Match Jersey' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(adminProductSchema.parse(saved.json())).toMatchObject({
      name: 'Match Jersey',
      price: 999,
      sizes: ['M', 'L', 'XL'],
      version: 1,
      inStock: true,
    });
    expect((await shop()).products[0]).toMatchObject({ name: 'Match Jersey', price: 999, sizes: ['M', 'L', 'XL'] });

    const ok = await order([{ productId: jersey.id, size: 'L', quantity: 2 }]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ total: 1998 });

    const off = await staff.post(
      `/api/admin/products/${jersey.id}`,
      bodyOf(adminProductSchema.parse(saved.json()), { inStock: false }),
    );
    expect(adminProductSchema.parse(off.json())).toMatchObject({
      inStock: false,
      availability: 'Out of Stock',
      version: 2,
    });
    expect((await shop()).products[0]!.availability).toBe('Out of Stock');
    const refused = await order([{ productId: jersey.id, size: 'L', quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'out_of_stock',
      message: 'Match Jersey is out of stock. Please remove it from your cart to check out.',
    });

    // Back in stock: a Pre-order product stays Pre-order when its switch is on.
    const back = await staff.post(
      `/api/admin/products/${jersey.id}`,
      bodyOf(adminProductSchema.parse(off.json()), { inStock: true }),
    );
    expect(adminProductSchema.parse(back.json()).availability).toBe('In Stock');
    const pants = (await cards(staff)).find((p) => p.availability === 'Pre-order')!;
    const kept = await staff.post(`/api/admin/products/${pants.id}`, bodyOf(pants, { price: 1399 }));
    expect(adminProductSchema.parse(kept.json())).toMatchObject({ availability: 'Pre-order', inStock: true });
  });

  it('Add New Product and delete: the shop follows, a deleted product cannot be ordered', async () => {
    const staff = await adminClient(() => env.app).login();
    const stored = await staff.upload(
      '/api/admin/uploads',
      await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    const image = (stored.json() as { url: string }).url;
    const added = await staff.post('/api/admin/products', {
      name: 'Grip Tape',
      category: 'accessories',
      price: 149,
      sizes: 'One Size',
      description: 'Fresh grip for any racket.',
      image,
      inStock: true,
      whatsappOrdering: false,
    });
    expect(added.statusCode).toBe(201);
    const tape = adminProductSchema.parse(added.json());
    expect(tape).toMatchObject({
      id: 9,
      name: 'Grip Tape',
      price: 149,
      sizes: ['One Size'],
      image,
      hoverImage: image,
      availability: 'In Stock',
      whatsappOrdering: false,
      version: 0,
    });
    const listed = (await shop()).products;
    expect(listed.at(-1)).toMatchObject({ id: 9, name: 'Grip Tape' });
    expect((await order([{ productId: 9, size: 'One Size', quantity: 3 }])).json()).toMatchObject({ total: 447 });

    const stale = await staff.post('/api/admin/products/9/delete', { version: 5 });
    expect(stale.statusCode).toBe(409);
    const gone = await staff.post('/api/admin/products/9/delete', { version: 0 });
    expect(gone.statusCode).toBe(200);
    expect((await shop()).products.map((p) => p.id)).not.toContain(9);
    expect((await cards(staff)).map((p) => p.id)).not.toContain(9);
    const refused = await order([{ productId: 9, size: 'One Size', quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'out_of_stock',
      message: 'Grip Tape is no longer sold. Please remove it from your cart to check out.',
    });
    expect((await staff.post('/api/admin/products/9', bodyOf(tape))).statusCode).toBe(404);
  });

  it('refuses bad input with a 400 naming the field, and saves nothing', async () => {
    const staff = await adminClient(() => env.app).login();
    const jersey = (await cards(staff))[0]!;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '  ' }, 'name', 'Please enter the product name.'],
      [{ price: 0 }, 'price', 'The price must be at least ₹1.'],
      [{ price: 12.5 }, 'price', 'Enter the price in whole rupees, e.g. 899.'],
      [{ price: '899' }, 'price', 'Enter the price in whole rupees, e.g. 899.'],
      [{ sizes: ' , ,' }, 'sizes', 'Enter at least one size, separated by commas (e.g. S, M, L).'],
      [{ image: 'https://example.com/a.png' }, 'image', 'Please upload an image for this product.'],
      [{ image: '/media/../../etc/passwd' }, 'image', 'Please upload an image for this product.'],
      [{ category: 'kids' }, 'category', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await staff.post(`/api/admin/products/${jersey.id}`, bodyOf(jersey, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(res).field).toBe(field);
      if (message) expect(errorOf(res).message).toContain(message);
    }
    expect((await staff.post('/api/admin/products', { name: 'x' })).statusCode).toBe(400);
    expect((await shop()).products[0]).toMatchObject({ name: jersey.name, price: jersey.price });

    const { version } = adminWhatsappSchema.parse((await staff.get('/api/admin/whatsapp')).json());
    for (const [body, field, message] of [
      [
        { number: '12345', template: 'Hi', version },
        'number',
        'Enter the WhatsApp number with its country code, e.g. +91 98765 43210.',
      ],
      [
        { number: 'call me', template: 'Hi', version },
        'number',
        'Enter the WhatsApp number with its country code, e.g. +91 98765 43210.',
      ],
      [{ number: '+91 98765 43210', template: '   ', version }, 'template', 'Please enter the order message.'],
      [
        { number: '+91 98765 43210', template: 'x'.repeat(501), version },
        'template',
        'The message must be at most 500 characters.',
      ],
    ] as const) {
      const res = await staff.post('/api/admin/whatsapp', body);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ field, message: `${field}: ${message}` });
    }
  });

  it('Save WhatsApp Settings: the number is stored as digits and the shop gets the template', async () => {
    const staff = await adminClient(() => env.app).login();
    const loaded = adminWhatsappSchema.parse((await staff.get('/api/admin/whatsapp')).json());
    const res = await staff.post('/api/admin/whatsapp', {
      number: '+91 98765-43210',
      template: 'Order: {product} ({size}) at {price}',
      version: loaded.version,
    });
    expect(res.statusCode).toBe(200);
    expect(adminWhatsappSchema.parse(res.json())).toEqual({
      number: '919876543210',
      template: 'Order: {product} ({size}) at {price}',
      version: 1,
    });
    expect((await shop()).whatsapp).toEqual({
      number: '919876543210',
      template: 'Order: {product} ({size}) at {price}',
    });
    const late = await staff.post('/api/admin/whatsapp', {
      number: '+91 90000 00000',
      template: 'Hi',
      version: loaded.version,
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('version_conflict');
  });

  it('refuses a Save Product made from an older copy (409), keeping the other save', async () => {
    const first = await adminClient(() => env.app).login();
    const second = await adminClient(() => env.app).login();
    const loaded = (await cards(second))[1]!;
    expect((await first.post(`/api/admin/products/${loaded.id}`, bodyOf(loaded, { price: 750 }))).statusCode).toBe(200);
    const late = await second.post(`/api/admin/products/${loaded.id}`, bodyOf(loaded, { price: 100 }));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({
      code: 'version_conflict',
      message: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
    });
    expect((await shop()).products[1]!.price).toBe(750);
  });

  it('refuses every gear route without a session, and every mutation without the CSRF token', async () => {
    const staff = await adminClient(() => env.app).login();
    const jersey = (await cards(staff))[0]!;
    const mutations: [string, object][] = [
      ['/api/admin/products', bodyOf(jersey, { version: undefined })],
      [`/api/admin/products/${jersey.id}`, bodyOf(jersey, { price: 1 })],
      [`/api/admin/products/${jersey.id}/delete`, { version: jersey.version }],
      ['/api/admin/whatsapp', { number: '+91 98765 43210', template: 'Hi', version: 0 }],
    ];
    for (const url of ['/api/admin/products', '/api/admin/whatsapp'])
      expect((await env.app.inject({ url })).statusCode, url).toBe(401);
    for (const [url, payload] of mutations) {
      expect((await env.app.inject({ method: 'POST', url, payload })).statusCode, url).toBe(401);
      expect((await staff.post(url, payload, {})).statusCode, url).toBe(403);
    }
    const after = await shop();
    expect(after.products).toHaveLength(catalogue.length);
    expect(after.products[0]!.price).toBe(jersey.price);
    expect(after.whatsapp.template).toBe(DEFAULT_ORDER_TEMPLATE);
  });
});

/**
 * POD Gear: the products table is the shop's catalogue (public list, admin cards) and the WhatsApp settings row.
 * Staff saves are checked against the version the card was loaded at (an older copy is refused, nothing written).
 * Delete is a soft delete (`deleted_at`): past orders keep their product row, the shop and new orders no longer see it.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { apiMessages } from '../../machines/api/errors';
import {
  gearMessages,
  type AdminProduct,
  type AdminProductsResponse,
  type AdminWhatsapp,
  type ProductInputParsed,
  type ProductsResponse,
  type PublicProduct,
} from '../../machines/api/gear.schema';
import type { Availability, LogoPosition, ProductBadge, ProductCategory } from '../../machines/shop/catalogue';
import { defaultWhatsappSettings } from '../../machines/shop/gear.rules';
import type { Database } from '../db/client';
import { products, whatsappSettings } from '../db/schema';
import { ApiError, sqlState } from '../errors';

type ProductRow = typeof products.$inferSelect;

function publicOf(row: ProductRow): PublicProduct {
  const product: PublicProduct = {
    id: row.id,
    name: row.name,
    category: row.category as ProductCategory,
    price: row.price,
    image: row.image,
    hoverImage: row.hoverImage || row.image,
    logoPosition: row.logoPosition as LogoPosition,
    sizes: row.sizes,
    description: row.description,
    features: row.features,
    availability: row.availability as Availability,
    whatsappOrdering: row.whatsappOrdering,
  };
  if (row.detailImage) product.detailImage = row.detailImage;
  if (row.badge) product.badge = row.badge as ProductBadge;
  return product;
}

const adminOf = (row: ProductRow): AdminProduct => ({
  ...publicOf(row),
  inStock: row.availability !== 'Out of Stock',
  version: row.version,
});

const liveRows = (db: Database) =>
  db.select().from(products).where(isNull(products.deletedAt)).orderBy(asc(products.position), asc(products.id));

/** The settings row (the seeded values when it is missing). */
export async function readWhatsapp(db: Database): Promise<AdminWhatsapp> {
  const [row] = await db.select().from(whatsappSettings).where(eq(whatsappSettings.id, 1));
  return row
    ? { number: row.businessNumber, template: row.orderTemplate, version: row.version }
    : { ...defaultWhatsappSettings, version: 0 };
}

/** GET /api/products */
export async function publicProducts(db: Database): Promise<ProductsResponse> {
  const [rows, whatsapp] = await Promise.all([liveRows(db), readWhatsapp(db)]);
  return { products: rows.map(publicOf), whatsapp: { number: whatsapp.number, template: whatsapp.template } };
}

/** GET /api/admin/products */
export async function adminProducts(db: Database): Promise<AdminProductsResponse> {
  return { products: (await liveRows(db)).map(adminOf) };
}

/** In Stock on keeps Pre-order as it is (and brings an Out of Stock product back In Stock); off is Out of Stock. */
const availabilityFor = (inStock: boolean, current: string): Availability =>
  !inStock ? 'Out of Stock' : current === 'Out of Stock' ? 'In Stock' : (current as Availability);

const fieldsOf = (input: ProductInputParsed) => ({
  name: input.name,
  category: input.category,
  price: input.price,
  sizes: input.sizes,
  description: input.description,
  whatsappOrdering: input.whatsappOrdering,
});

/** POST /api/admin/products: Add New Product (next id and last position; retried if another save took the id). */
export async function createProduct(db: Database, input: ProductInputParsed): Promise<AdminProduct> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(products)
        .values({
          id: sql`(SELECT COALESCE(MAX(${products.id}), 0) + 1 FROM ${products})`,
          ...fieldsOf(input),
          image: input.image,
          hoverImage: input.image,
          availability: input.inStock ? 'In Stock' : 'Out of Stock',
          logoPosition: 'center',
          features: [],
          position: sql`(SELECT COALESCE(MAX(${products.position}), 0) + 1 FROM ${products})`,
        })
        .returning();
      return adminOf(row!);
    } catch (error) {
      if (sqlState(error) !== '23505' || attempt >= 4) throw error;
    }
  }
}

async function liveProduct(db: Database, id: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!row) throw new ApiError(404, 'not_found', gearMessages.productNotFound, 'id');
  return row;
}

/** POST /api/admin/products/:id: Save Product, only from the current version (409 otherwise). */
export async function updateProduct(
  db: Database,
  id: number,
  input: ProductInputParsed & { version: number },
): Promise<AdminProduct> {
  const current = await liveProduct(db, id);
  const imageChanged = input.image !== current.image;
  const [row] = await db
    .update(products)
    .set({
      ...fieldsOf(input),
      image: input.image,
      ...(imageChanged ? { hoverImage: input.image, detailImage: null } : {}),
      availability: availabilityFor(input.inStock, current.availability),
      version: sql`${products.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), eq(products.version, input.version), isNull(products.deletedAt)))
    .returning();
  if (!row) throw new ApiError(409, 'version_conflict', apiMessages.versionConflict, 'version');
  return adminOf(row);
}

/** POST /api/admin/products/:id/delete: soft delete, only from the current version. */
export async function deleteProduct(db: Database, id: number, version: number): Promise<{ deleted: number }> {
  await liveProduct(db, id);
  const [row] = await db
    .update(products)
    .set({ deletedAt: sql`now()`, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.version, version), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (!row) throw new ApiError(409, 'version_conflict', apiMessages.versionConflict, 'version');
  return { deleted: row.id };
}

/** POST /api/admin/whatsapp: Save WhatsApp Settings, only from the current version. */
export async function saveWhatsapp(
  db: Database,
  input: { number: string; template: string; version: number },
): Promise<AdminWhatsapp> {
  const [row] = await db
    .update(whatsappSettings)
    .set({
      businessNumber: input.number,
      orderTemplate: input.template,
      version: sql`${whatsappSettings.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(whatsappSettings.id, 1), eq(whatsappSettings.version, input.version)))
    .returning();
  if (!row) throw new ApiError(409, 'version_conflict', apiMessages.versionConflict, 'version');
  return { number: row.businessNumber, template: row.orderTemplate, version: row.version };
}

/**
 * POD Gear seed: fills the shop-card columns of the catalogue's products (description, features, badge, pictures,
 * order) where they are still empty (a database created before the Gear manager), and the WhatsApp settings row.
 * Never overwrites what staff saved.
 */
import { and, eq } from 'drizzle-orm';
import { products as catalogue } from '../../machines/shop/catalogue';
import { defaultWhatsappSettings } from '../../machines/shop/gear.rules';
import type { Database } from './client';
import { products, whatsappSettings } from './schema';

/** Seeds what is missing (safe on every start). */
export async function seedGear(db: Database): Promise<void> {
  for (const [index, p] of catalogue.entries()) {
    await db
      .update(products)
      .set({
        hoverImage: p.hoverImage,
        detailImage: p.detailImage ?? null,
        description: p.description,
        features: [...p.features],
        badge: p.badge ?? null,
        position: index + 1,
      })
      .where(and(eq(products.id, p.id), eq(products.hoverImage, '')));
  }
  await db
    .insert(whatsappSettings)
    .values({ id: 1, businessNumber: defaultWhatsappSettings.number, orderTemplate: defaultWhatsappSettings.template })
    .onConflictDoNothing();
}

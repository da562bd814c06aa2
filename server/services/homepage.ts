/**
 * The home page's two banners: read for `/` and the admin's Home Page Manager, saved by staff with a version check
 * per banner (a save made from an older copy is refused and nothing is written).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  homeBannerSides,
  type AdminHomeRequest,
  type AdminHomeResponse,
  type HomeBannerSide,
  type HomeResponse,
} from '../../machines/api/home.schema';
import { apiMessages } from '../../machines/api/errors';
import type { Database } from '../db/client';
import { homeBanners } from '../db/schema';
import { ApiError } from '../errors';

const isSide = (side: string): side is HomeBannerSide => (homeBannerSides as readonly string[]).includes(side);

async function rows(db: Database): Promise<AdminHomeResponse['banners']> {
  const all = await db.select().from(homeBanners);
  return homeBannerSides.flatMap((side) => {
    const row = all.find((r) => r.side === side);
    if (!row || !isSide(row.side)) return [];
    return [
      {
        side,
        title: row.title,
        subtitle: row.subtitle,
        buttonText: row.buttonText,
        buttonLink: row.buttonLink,
        image: row.image,
        version: row.version,
      },
    ];
  });
}

/** GET /api/home */
export async function publicHome(db: Database): Promise<HomeResponse> {
  return { banners: (await rows(db)).map(({ version: _version, ...rest }) => rest) };
}

/** GET /api/admin/home */
export async function adminHome(db: Database): Promise<AdminHomeResponse> {
  return { banners: await rows(db) };
}

/** POST /api/admin/home: every banner sent, in one transaction, each only if its version is unchanged (else 409). */
export async function saveHome(db: Database, body: AdminHomeRequest): Promise<AdminHomeResponse> {
  await db.transaction(async (tx) => {
    for (const [index, banner] of body.banners.entries()) {
      const updated = await tx
        .update(homeBanners)
        .set({
          title: banner.title,
          subtitle: banner.subtitle,
          buttonText: banner.buttonText,
          buttonLink: banner.buttonLink,
          image: banner.image,
          version: sql`${homeBanners.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(homeBanners.side, banner.side), eq(homeBanners.version, banner.version)))
        .returning({ side: homeBanners.side });
      if (updated.length === 0)
        throw new ApiError(409, 'version_conflict', apiMessages.versionConflict, `banners.${index}`);
    }
  });
  return adminHome(db);
}

/**
 * The site content staff keep in ordered lists (café offers, slides and links, the community board's media, the
 * partners, the branding), one table and one set of rules for every kind: records are read in their order; a save,
 * move or delete names the version the form was loaded at and is refused (409 version_conflict, nothing written) when
 * the record changed meanwhile; a record gone is a 404. Deleting is a soft delete (`deleted_at`): the row stays for
 * the record, no page shows it. Kinds with fixed records (café links, branding) are only saved.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { apiMessages } from '../../machines/api/errors';
import {
  defaultBranding,
  fixedKinds,
  type AdminSiteRecord,
  type Branding,
  type MoveDirection,
  type SiteContentKind,
  type SiteContentResponse,
} from '../../machines/api/siteContent.schema';
import type { Database } from '../db/client';
import { siteContent } from '../db/schema';
import { ApiError } from '../errors';
import { newId } from './centre';

type Row = typeof siteContent.$inferSelect;

const recordOf = (row: Row): AdminSiteRecord => ({
  id: row.id,
  hidden: row.hidden,
  version: row.version,
  data: row.data,
});

const conflict = () => new ApiError(409, 'version_conflict', apiMessages.versionConflict, 'version');
const missing = () => new ApiError(404, 'not_found', 'This record no longer exists. Reload to see the current list.');
const fixed = () =>
  new ApiError(400, 'bad_request', 'This list has a fixed set of entries: edit them, they cannot be added or removed.');

const live = (kind: SiteContentKind) => and(eq(siteContent.kind, kind), isNull(siteContent.deletedAt));
const liveOne = (kind: SiteContentKind, id: string) => and(live(kind), eq(siteContent.id, id));

async function liveRows(db: Database, kind: SiteContentKind): Promise<Row[]> {
  return db.select().from(siteContent).where(live(kind)).orderBy(asc(siteContent.position), asc(siteContent.id));
}

/** GET /api/admin/site-content/<kind>: the kind's live records in order, hidden ones included, with versions. */
export async function adminSiteContent(db: Database, kind: SiteContentKind): Promise<{ records: AdminSiteRecord[] }> {
  return { records: (await liveRows(db, kind)).map(recordOf) };
}

/** GET /api/site-content: every kind's visible records in order, without versions. */
export async function publicSiteContent(db: Database): Promise<SiteContentResponse> {
  const rows = await db
    .select()
    .from(siteContent)
    .where(and(isNull(siteContent.deletedAt), eq(siteContent.hidden, false)))
    .orderBy(asc(siteContent.position), asc(siteContent.id));
  const of = <T>(kind: SiteContentKind) =>
    rows.filter((r) => r.kind === kind).map((r) => ({ ...r.data, id: r.id }) as T);
  const branding = rows.find((r) => r.kind === 'branding');
  return {
    cafeOffers: of('cafe-offers'),
    cafeSlides: of('cafe-slides'),
    cafeLinks: of('cafe-links'),
    gallery: of('gallery'),
    partners: of('partners'),
    branding: branding ? { ...defaultBranding, ...(branding.data as Partial<Branding>) } : defaultBranding,
  };
}

/** The branding staff saved (the logo and the installed app's colour), or the built-in one: one row's read. */
export async function savedBranding(db: Database): Promise<Branding> {
  const [row] = await db
    .select({ data: siteContent.data })
    .from(siteContent)
    .where(and(live('branding'), eq(siteContent.hidden, false)))
    .limit(1);
  return row ? { ...defaultBranding, ...(row.data as Partial<Branding>) } : defaultBranding;
}

/** Why an update matched no row: the record is gone (404) or was saved meanwhile (409). */
async function refusal(db: Database, kind: SiteContentKind, id: string): Promise<ApiError> {
  const rows = await db.select({ id: siteContent.id }).from(siteContent).where(liveOne(kind, id));
  return rows.length ? conflict() : missing();
}

/** POST /api/admin/site-content/<kind>: a new record, last in the list. */
export async function createSiteRecord(
  db: Database,
  kind: SiteContentKind,
  data: Record<string, unknown>,
  hidden: boolean,
): Promise<AdminSiteRecord> {
  if (fixedKinds.includes(kind)) throw fixed();
  const [row] = await db
    .insert(siteContent)
    .values({
      kind,
      id: newId(String(data.title ?? data.name ?? '')),
      data,
      hidden,
      position: sql`(select coalesce(max(position), -1) + 1 from site_content where kind = ${kind})`,
    })
    .returning();
  return recordOf(row!);
}

/** POST /api/admin/site-content/<kind>/<id>: the record's fields and hidden flag, only from its current version. */
export async function saveSiteRecord(
  db: Database,
  kind: SiteContentKind,
  id: string,
  data: Record<string, unknown>,
  hidden: boolean,
  version: number,
): Promise<AdminSiteRecord> {
  const [row] = await db
    .update(siteContent)
    .set({
      data,
      hidden: fixedKinds.includes(kind) ? false : hidden,
      version: sql`${siteContent.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(liveOne(kind, id), eq(siteContent.version, version)))
    .returning();
  if (!row) throw await refusal(db, kind, id);
  return recordOf(row);
}

/**
 * POST /api/admin/site-content/<kind>/<id>/move: swaps the record with its neighbour above or below (hidden ones
 * count: staff see them in the list), only from its current version. Answers the whole list in its new order.
 */
export async function moveSiteRecord(
  db: Database,
  kind: SiteContentKind,
  id: string,
  direction: MoveDirection,
  version: number,
): Promise<{ records: AdminSiteRecord[] }> {
  if (fixedKinds.includes(kind)) throw fixed();
  await db.transaction(async (tx) => {
    const rows = await liveRows(tx as unknown as Database, kind);
    const at = rows.findIndex((r) => r.id === id);
    if (at < 0) throw missing();
    if (rows[at]!.version !== version) throw conflict();
    const other = rows[direction === 'up' ? at - 1 : at + 1];
    if (!other) return;
    // Positions are renumbered in list order first, so two records never share one and a swap always moves.
    const order = rows.map((r) => r.id);
    [order[at], order[direction === 'up' ? at - 1 : at + 1]] = [other.id, id];
    for (const [position, rowId] of order.entries()) {
      const row = rows.find((r) => r.id === rowId)!;
      if (row.position === position && rowId !== id) continue;
      const [updated] = await tx
        .update(siteContent)
        .set({
          position,
          ...(rowId === id ? { version: sql`${siteContent.version} + 1`, updatedAt: sql`now()` } : {}),
        })
        .where(and(liveOne(kind, rowId), eq(siteContent.version, row.version)))
        .returning({ id: siteContent.id });
      if (!updated) throw conflict();
    }
  });
  return adminSiteContent(db, kind);
}

/** POST /api/admin/site-content/<kind>/<id>/delete: soft delete, only from the current version. */
export async function deleteSiteRecord(
  db: Database,
  kind: SiteContentKind,
  id: string,
  version: number,
): Promise<{ deleted: true }> {
  if (fixedKinds.includes(kind)) throw fixed();
  const [row] = await db
    .update(siteContent)
    .set({ deletedAt: sql`now()`, version: sql`${siteContent.version} + 1`, updatedAt: sql`now()` })
    .where(and(liveOne(kind, id), eq(siteContent.version, version)))
    .returning({ id: siteContent.id });
  if (!row) throw await refusal(db, kind, id);
  return { deleted: true };
}

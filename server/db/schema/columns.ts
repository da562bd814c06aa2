/** Custom column types the tables share. */
import { customType } from 'drizzle-orm/pg-core';

/** A `tsrange` column, read and written as its text form '[2026-11-21 18:00:00,2026-11-21 19:00:00)'. */
export const tsrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsrange',
});

/** A bytea column read as a Buffer (PGlite answers with a Uint8Array, node-postgres with a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

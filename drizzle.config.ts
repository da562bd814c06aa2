import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npx drizzle-kit generate` writes a new migration from server/db/schema.ts (which gathers server/db/schema/). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});

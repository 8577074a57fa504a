import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  // ingest-schema.ts names `apps` of schema.ts, so it cannot be re-exported from there (an import cycle).
  schema: ['./lib/server/db/schema.ts', './lib/server/db/ingest-schema.ts'],
  out: './drizzle',
});

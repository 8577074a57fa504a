import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  // These schema files build on the apps table, so schema.ts cannot re-export them (an import cycle).
  schema: [
    './lib/server/db/schema.ts',
    './lib/server/db/alerts-schema.ts',
    './lib/server/db/ingest-schema.ts',
  ],
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server applies them at start-up.
export default defineConfig({
  dialect: 'postgresql',
  // alerts-schema.ts builds on the apps table, so schema.ts cannot re-export it (an import cycle).
  schema: ['./lib/server/db/schema.ts', './lib/server/db/alerts-schema.ts'],
  out: './drizzle',
});

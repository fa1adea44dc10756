import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config services/panel/drizzle.config.ts` writes a new SQL migration
// from changes to the panel service's schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/panel/db/schema.ts',
  out: './services/panel/db/migrations',
})

import { defineConfig } from 'drizzle-kit'

// `npx drizzle-kit generate --config services/booking/drizzle.config.ts` writes a new SQL migration
// from changes to the booking service's schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './services/booking/db/schema.ts',
  out: './services/booking/db/migrations',
})

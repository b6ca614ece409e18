import { defineConfig } from 'drizzle-kit'

/** One schema, one set of migrations, for PGlite and PostgreSQL alike (docs/decisions/0010). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './drizzle',
})

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { z } from 'zod'
import { migratedDatabase, openDatabase } from '../../services/common/database'
import { packagePath } from '../../services/common/package-path'
import { openPanelDatabase, panelSchema } from '../../services/panel'
import { createOrResetAccount } from '../../services/panel/admin/accounts'

/**
 * The migration that gave staff accounts a role (issue 38, decision 029): the accounts made
 * before it could do everything, and stay admins; an account made after has the role it is given.
 */

const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-roles-migration-'))

afterAll(() => {
  rmSync(folder, { recursive: true, force: true })
})

/** The panel's migrations as they were before roles: the journal without its later entries. */
function migrationsBeforeRoles(): string {
  const source = packagePath('services/panel/db/migrations')
  const target = path.join(folder, 'migrations')
  cpSync(source, target, { recursive: true })
  const journalPath = path.join(target, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[]
  }
  const roles = journal.entries.findIndex((entry) => entry.tag === '0008_staff_roles')
  expect(roles).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, roles)
  writeFileSync(journalPath, JSON.stringify(journal))
  return target
}

const accountRows = z.object({ rows: z.array(z.object({ email: z.string(), role: z.string() })) })

test('existing accounts become admins; a new one has its role, and none has a default', async () => {
  const connection = await openDatabase({ dataDir: null })
  try {
    const before = await migratedDatabase(connection, panelSchema, {
      folder: migrationsBeforeRoles(),
      table: '__panel_migrations',
    })
    await before.execute(
      sql`insert into staff_accounts (email, name) values ('owner@example.com', 'Owner'), ('booker@example.com', 'Booker')`,
    )

    const db = await openPanelDatabase(connection)
    const migrated = accountRows.parse(
      await db.execute(sql`select email, role from staff_accounts order by id`),
    )
    expect(migrated.rows).toEqual([
      { email: 'owner@example.com', role: 'admin' },
      { email: 'booker@example.com', role: 'admin' },
    ])

    await createOrResetAccount(db, { email: 'writer@example.com', role: 'content' })
    const after = accountRows.parse(
      await db.execute(
        sql`select email, role from staff_accounts where email = 'writer@example.com'`,
      ),
    )
    expect(after.rows).toEqual([{ email: 'writer@example.com', role: 'content' }])
    // The default served the accounts already there only: a row written without a role fails.
    await expect(
      db.execute(sql`insert into staff_accounts (email) values ('nobody@example.com')`),
    ).rejects.toThrow()
  } finally {
    await connection.close()
  }
}, 120_000)

test('the first account is an admin whatever role is asked', async () => {
  const connection = await openDatabase({ dataDir: null })
  try {
    const db = await openPanelDatabase(connection)
    const first = await createOrResetAccount(db, { email: 'first@example.com', role: 'booker' })
    expect(first.role).toBe('admin')
    const second = await createOrResetAccount(db, { email: 'second@example.com', role: 'booker' })
    expect(second.role).toBe('booker')
  } finally {
    await connection.close()
  }
}, 120_000)

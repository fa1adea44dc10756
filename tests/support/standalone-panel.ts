import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import express from 'express'
import type { SubmissionKind } from '../../contracts/panel'
import {
  createPanelService,
  openDatabase,
  openPanelDatabase,
  type PanelDatabase,
  panelSchema as schema,
  seedPanelContent,
} from '../../services/panel'

export type StandalonePanel = {
  url: string
  apiToken: string
  /** The panel's database, for a test that sets its content (social links, posts). */
  db: PanelDatabase
  /** The submissions of one kind the panel's database holds, oldest first. */
  submissions: (kind: SubmissionKind) => Promise<(typeof schema.submissions.$inferSelect)[]>
  /** The files stored with a submission, with their bytes as the panel keeps them. */
  files: (
    submissionId: number,
  ) => Promise<(typeof schema.submissionFiles.$inferSelect & { bytes: Buffer })[]>
  /** Gives the panel the demo content a fresh embedded panel has: news, slides, images. */
  seed: () => Promise<void>
  /** Adds a post as the agency would in the panel (the type defaults to `news`). */
  insertPost: (post: NewPost) => Promise<void>
  /** Stops answering, as a panel that is down; `resume` brings it back on the same port. */
  pause: () => Promise<void>
  resume: () => Promise<void>
  close: () => Promise<void>
}

type NewPost = Omit<typeof schema.posts.$inferInsert, 'type'> & { type?: string }

/**
 * The embedded panel service on a port of its own, in this process, with an in-memory
 * database: a site started with `PANEL_URL` pointing here sends its forms to a panel whose
 * database a test can read, and which it can stop and start.
 */
export async function startStandalonePanel(): Promise<StandalonePanel> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'passarela-standalone-panel-'))
  const connection = await openDatabase({ dataDir: null })
  const db = await openPanelDatabase(connection)
  const apiToken = 'standalone-panel-token'
  const mediaDir = path.join(folder, 'media')
  const app = express()
  app.use(
    createPanelService({
      db: db,
      apiToken,
      secret: 'standalone-panel-test-secret',
      uploadsDir: path.join(folder, 'uploads'),
      mediaDir,
    }),
  )
  let server: Server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const port = address.port

  async function pause() {
    const closed = once(server, 'close')
    server.close()
    server.closeAllConnections()
    await closed
  }

  const uploadsDir = path.join(folder, 'uploads')
  return {
    url: `http://127.0.0.1:${port}`,
    apiToken,
    db: db,
    async files(submissionId) {
      const rows = await db
        .select()
        .from(schema.submissionFiles)
        .where(eq(schema.submissionFiles.submissionId, submissionId))
        .orderBy(schema.submissionFiles.id)
      return rows.map((row) => ({
        ...row,
        bytes: readFileSync(path.join(uploadsDir, row.storedName)),
      }))
    },
    submissions: (kind) =>
      db
        .select()
        .from(schema.submissions)
        .where(eq(schema.submissions.kind, kind))
        .orderBy(schema.submissions.id),
    seed: () => seedPanelContent(db, mediaDir),
    async insertPost(post) {
      await db.insert(schema.posts).values({ type: 'news', ...post })
    },
    pause,
    async resume() {
      server = app.listen(port, '127.0.0.1')
      await once(server, 'listening')
    },
    async close() {
      if (server.listening) await pause()
      await connection.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import express, { type Request, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import { z } from 'zod'
import {
  errorsByField,
  fieldLimits,
  type ImportRefusal,
  importRefusalMessage,
  importRules,
  listQuery,
  maxPhotoUploadBytes,
  moveInput,
  photoAltInput,
  photoRules,
  type PhotoSection,
  photoSections,
  readPhotoUpload,
  talentInput,
  talentMoveInput,
  videoInput,
} from '../../contracts/booking-admin'
import type { PartProblem } from '../../contracts/multipart'
import { requireAccessToken, signInHandler } from '../common/machine-auth'
import type { ChangeNotice } from '../common/changes'
import type { FileStore } from '../common/storage'
import type { Database } from './db'
import { writeAccessTokens } from './db/schema'
import { mediaFilesOf, removeMediaFile, removeTalentMedia } from './media'
import {
  type ChangeRefusal,
  changePhotos,
  changeVideos,
  createTalent,
  deleteTalent,
  listRoster,
  moveTalent,
  rosterRecord,
  setPublished,
  type NewPhoto,
  type PhotoChange,
  updateTalent,
  type VideoChange,
} from './roster-admin'
import { createRosterImports, type RosterImportLimits } from './roster-import'

export type AdminApiOptions = {
  db: Database
  /** Ends what the API runs on its own (the sweep of abandoned imports) when the service stops. */
  signal?: AbortSignal
  /** The staged imports' limits, when not `importRules`' (tests). */
  importLimits?: RosterImportLimits
  /** The write key: the only credential this API takes, never the site's read key. */
  writeKey: string
  /** Where the talents' photos are kept: a folder, or the bucket every node shares. */
  media: FileStore
  /** This node's folder for uploads and imports in progress. */
  scratchDir: string
  tokenLifetimeSeconds: number
  /**
   * Told after every change to the catalog, to announce it to every site in front of it, with
   * the media files it removed: each site drops their resized copies (`server/images.ts`).
   */
  onCatalogChange?: (notice?: Partial<ChangeNotice>) => void
  logger?: Logger
}

/** A talent's or a photo's id in the path: a positive integer that fits the database's. */
const rowId = z.coerce.number().int().positive().max(2_147_483_647)
const videoIndex = z.coerce.number().int().min(0).max(1000)

const megabyte = 1024 * 1024

const partProblems: Record<PartProblem, string> = {
  'wrong-type': 'is not a JPEG, PNG or WebP image',
  'too-large': `is over ${photoRules.maxBytes / megabyte} MB`,
  'too-many-pixels': `is over ${photoRules.maxPixels / 1_000_000} megapixels`,
  'too-long': 'is too long',
}

/**
 * The booking service's write API (`contracts/booking-admin.ts`), for the back office only: its
 * own sign-in with the write key, its own tokens' table, so that a token the site's read key got
 * is a 401 here. Each write announces a catalog change.
 */
export function createAdminApi({
  db,
  signal,
  importLimits,
  writeKey,
  media,
  scratchDir,
  tokenLifetimeSeconds,
  onCatalogChange,
  logger,
}: AdminApiOptions): Router {
  const router = express.Router()
  const tokens = { db, table: writeAccessTokens }

  router.post(
    '/signin',
    ...signInHandler({ tokens, secret: writeKey, keyField: 'api_key', tokenLifetimeSeconds }),
  )
  router.use(
    requireAccessToken(tokens),
    express.json({ limit: '64kb' }),
    (_request, response, next) => {
      // What the back office is shown is the agency's own, never a shared cache's.
      response.set('Cache-Control', 'no-store')
      next()
    },
  )

  /**
   * Logs a change with who made it (the `X-Actor` header) and tells the sites, naming the files
   * it removed: told once they are gone, so that no site encodes a copy again in between.
   */
  function changed(
    request: Request,
    action: string,
    talent: number,
    removedMedia: readonly string[] = [],
  ) {
    logger?.info({ actor: actorOf(request), action, talent }, 'catalog changed')
    onCatalogChange?.({ removedMedia })
  }

  function id(request: Request, response: Response): number | null {
    const parsed = rowId.safeParse(request.params.id)
    if (parsed.success) return parsed.data
    notFound(response, 'Talent')
    return null
  }

  router.get('/talents', async (request, response) => {
    const query = listQuery.safeParse(request.query)
    if (!query.success) return refused(response, query.error)
    response.json(await listRoster(db, query.data))
  })

  router.post('/talents', async (request, response) => {
    const input = talentInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const record = await createTalent(db, input.data)
    changed(request, 'create', record.id)
    response.status(201).json({ data: record })
  })

  router.get('/talents/:id', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const record = await rosterRecord(db, talent)
    if (!record) return notFound(response, 'Talent')
    response.json({ data: record })
  })

  router.put('/talents/:id', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const input = talentInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const record = await updateTalent(db, talent, input.data)
    if (!record) return notFound(response, 'Talent')
    changed(request, 'update', talent)
    response.json({ data: record })
  })

  router.delete('/talents/:id', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const deleted = await deleteTalent(db, talent)
    if (!deleted) return notFound(response, 'Talent')
    // The row is gone first: a file is never left named by a talent the site still shows. The
    // sites hear of it once the files are gone, or failed to go (their copies go all the same).
    try {
      const removed = await removeTalentMedia(media, deleted)
      logger?.info({ talent, files: removed.length }, 'removed a deleted talent’s media')
    } finally {
      changed(request, 'delete', talent, mediaFilesOf(deleted))
    }
    response.status(204).end()
  })

  for (const [action, published] of [
    ['publish', true],
    ['hide', false],
  ] as const) {
    router.post(`/talents/:id/${action}`, async (request, response) => {
      const talent = id(request, response)
      if (talent === null) return
      const record = await setPublished(db, talent, published)
      if (!record) return notFound(response, 'Talent')
      changed(request, action, talent)
      response.json({ data: record })
    })
  }

  router.post('/talents/:id/move', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const input = talentMoveInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const move = input.data
    const record = await moveTalent(db, talent, move)
    if (!record) return notFound(response, 'Talent')
    changed(request, `move ${'position' in move ? `to ${move.position}` : move.direction}`, talent)
    response.json({ data: record })
  })

  async function videoChange(
    request: Request,
    response: Response,
    change: VideoChange,
    action: string,
  ) {
    const talent = id(request, response)
    if (talent === null) return
    const result = await changeVideos(db, talent, change, fieldLimits.videos)
    if (!result.ok) return changeRefused(response, result)
    changed(request, action, talent)
    response.status(change.kind === 'add' ? 201 : 200).json({ data: result.record })
  }

  router.post('/talents/:id/videos', async (request, response) => {
    const input = videoInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    await videoChange(request, response, { kind: 'add', video: input.data }, 'add video')
  })

  router.post('/talents/:id/videos/:index/move', async (request, response) => {
    const index = videoIndex.safeParse(request.params.index)
    if (!index.success) return notFound(response, 'Video')
    const input = moveInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    await videoChange(
      request,
      response,
      { kind: 'move', index: index.data, direction: input.data.direction },
      `move video ${input.data.direction}`,
    )
  })

  router.delete('/talents/:id/videos/:index', async (request, response) => {
    const index = videoIndex.safeParse(request.params.index)
    if (!index.success) return notFound(response, 'Video')
    await videoChange(request, response, { kind: 'delete', index: index.data }, 'delete video')
  })

  /**
   * Photos, judged by their bytes as they stream to a scratch folder (decision 023), kept under
   * random names only when every one passes: a refused upload leaves nothing (decision 026).
   */
  router.post('/talents/:id/photos/:section', async (request, response) => {
    const talent = id(request, response)
    if (talent === null) return
    const section = photoSections.find((name) => name === request.params.section)
    if (!section) return notFound(response, 'Section')
    if (!request.is('multipart/form-data')) {
      return photoRefused(response, 'send the photos as multipart/form-data, in the field photos')
    }
    if (Number(request.get('content-length') ?? 0) > maxPhotoUploadBytes) {
      return photoRefused(response, uploadTooLarge)
    }
    const scratch = path.join(path.resolve(scratchDir), '.uploads', randomUUID())
    let answer: { status: number; body: unknown }
    try {
      answer = await receivePhotos(request, talent, section, scratch)
    } finally {
      // Gone before the answer: whatever happened, the upload leaves nothing but what it kept.
      await rm(scratch, { recursive: true, force: true })
    }
    if (answer.status === 201) changed(request, `add photos to ${section}`, talent)
    response.status(answer.status).json(answer.body)
  })

  async function receivePhotos(
    request: Request,
    talent: number,
    section: PhotoSection,
    scratch: string,
  ): Promise<{ status: number; body: unknown }> {
    const refusal = (message: string) => ({ status: 400, body: { errors: { photos: message } } })
    await mkdir(scratch, { recursive: true })
    const form = await readPhotoUpload(request, request.get('content-type') ?? '', scratch, {
      maxFieldBytes: 1024,
    })
    if ('refused' in form) {
      return refusal(form.refused === 'too-large' ? uploadTooLarge : 'the form could not be read')
    }
    const problem = form.problems.find(({ field }) => field === 'photos')
    if (problem) return refusal(`${problem.name || 'a file'} ${partProblems[problem.problem]}`)
    if (form.files.length === 0) return refusal('choose one or more photos')
    const kept: NewPhoto[] = []
    const removeKept = () => Promise.all(kept.map(({ file }) => removeMediaFile(media, file)))
    try {
      for (const file of form.files) {
        // A random name: the site's image endpoint and browsers keep a path's bytes for a year.
        const key = `photos/${talent}/${randomUUID()}.${file.extension}`
        await media.put(key, createReadStream(file.path), { contentType: file.mime })
        kept.push({ file: `media/${key}`, width: file.width ?? 0, height: file.height ?? 0 })
      }
      const result = await changePhotos(db, talent, { kind: 'add', section, photos: kept })
      if (result.ok) return { status: 201, body: { data: result.record } }
      await removeKept()
      return result.status === 404
        ? { status: 404, body: { message: result.message } }
        : refusal(result.message)
    } catch (error) {
      await removeKept()
      throw error
    }
  }

  async function photoChange(
    request: Request,
    response: Response,
    change: (photo: number) => PhotoChange,
    action: string,
  ) {
    const talent = id(request, response)
    if (talent === null) return
    const photo = rowId.safeParse(request.params.photo)
    if (!photo.success) return notFound(response, 'Photo')
    const result = await changePhotos(db, talent, change(photo.data))
    if (!result.ok) return changeRefused(response, result)
    // The row no longer names it: the site is never sent a file that is gone.
    try {
      if (result.unused) await removeMediaFile(media, result.unused)
    } finally {
      changed(request, `${action} ${photo.data}`, talent, result.unused ? [result.unused] : [])
    }
    response.json({ data: result.record })
  }

  router.post('/talents/:id/photos/:photo/move', async (request, response) => {
    const input = moveInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const { direction } = input.data
    await photoChange(
      request,
      response,
      (photo) => ({ kind: 'move', photo, direction }),
      `move photo ${direction}`,
    )
  })

  router.post('/talents/:id/photos/:photo/cover', async (request, response) => {
    await photoChange(request, response, (photo) => ({ kind: 'cover', photo }), 'cover from photo')
  })

  router.post('/talents/:id/photos/:photo/web-cover', async (request, response) => {
    await photoChange(
      request,
      response,
      (photo) => ({ kind: 'coverWeb', photo }),
      'web cover from photo',
    )
  })

  router.put('/talents/:id/photos/:photo/alt', async (request, response) => {
    const input = photoAltInput.safeParse(request.body ?? {})
    if (!input.success) return refused(response, input.error)
    const alt = input.data
    await photoChange(request, response, (photo) => ({ kind: 'alt', photo, alt }), 'describe photo')
  })

  router.delete('/talents/:id/photos/:photo', async (request, response) => {
    await photoChange(request, response, (photo) => ({ kind: 'delete', photo }), 'delete photo')
  })

  /**
   * The booking software's export, uploaded as a zip (`roster-import.ts`): staged and planned,
   * then applied by the importer the command uses, or cancelled.
   */
  const imports = createRosterImports({ db, media, scratchDir, logger, ...importLimits })
  signal?.addEventListener('abort', () => imports.close(), { once: true })
  imports.sweep().catch((error: unknown) => {
    logger?.warn({ err: error }, 'could not sweep old staged imports')
  })

  function importRefused(response: Response, refusal: ImportRefusal) {
    // Other exports hold the node's room for staging: the place frees when the oldest expires.
    if (refusal.problem === 'staging-full') {
      response.status(429).set('Retry-After', String(imports.retryAfterSeconds()))
    } else response.status(400)
    response.json({ errors: { export: importRefusalMessage(refusal) }, ...refusal })
  }

  router.post('/imports', async (request, response) => {
    if (Number(request.get('content-length') ?? 0) > importRules.maxUploadBytes + 1024 * 1024) {
      request.resume()
      return importRefused(response, { problem: 'too-large' })
    }
    const staged = await imports.stage(request, request.get('content-type') ?? '')
    if ('refused' in staged) return importRefused(response, staged.refused)
    const { talents } = staged.plan
    logger?.info(
      {
        actor: actorOf(request),
        import: staged.plan.id,
        add: talents.add.length,
        change: talents.change.length,
        same: talents.same.length,
        problems: staged.plan.problems.length,
      },
      'catalog import staged',
    )
    response.status(201).json(staged.plan)
  })

  router.get('/imports/:id', async (request, response) => {
    const plan = await imports.plan(request.params.id)
    if (!plan) return notFound(response, 'Import')
    response.json(plan)
  })

  router.post('/imports/:id/apply', async (request, response) => {
    const report = await imports.apply(request.params.id)
    if (!report) return notFound(response, 'Import')
    logger?.info(
      {
        actor: actorOf(request),
        action: 'import',
        import: request.params.id,
        added: report.added,
        changed: report.changed,
        imported: report.imported.length,
      },
      'catalog changed',
    )
    const { removed, ...answer } = report
    if (report.imported.length > 0) onCatalogChange?.({ removedMedia: removed })
    response.json(answer)
  })

  router.delete('/imports/:id', async (request, response) => {
    if (!(await imports.cancel(request.params.id))) return notFound(response, 'Import')
    response.status(204).end()
  })

  router.use((_request, response) => {
    response.status(404).json({ message: 'Not found.' })
  })

  return router
}

function actorOf(request: Request) {
  return request.get('x-actor')?.slice(0, 254) || null
}

function refused(response: Response, error: z.ZodError) {
  response.status(400).json({ errors: errorsByField(error) })
}

const uploadTooLarge = `at most ${photoRules.maxPerUpload} photos at once, each at most ${photoRules.maxBytes / megabyte} MB`

function photoRefused(response: Response, message: string) {
  response.status(400).json({ errors: { photos: message } })
}

/** A refused change answered: a 404 with its message, or a 400 by field. */
function changeRefused(response: Response, result: ChangeRefusal) {
  if (result.status === 404) return void response.status(404).json({ message: result.message })
  response.status(400).json({ errors: { [result.field ?? 'body']: result.message } })
}

function notFound(response: Response, what: 'Talent' | 'Video' | 'Photo' | 'Section' | 'Import') {
  response.status(404).json({ message: `${what} not found.` })
}

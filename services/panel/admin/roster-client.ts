import { openAsBlob } from 'node:fs'
import {
  fieldErrors,
  type ImportPlan,
  importPlan,
  type ImportRefusal,
  importRefusal,
  type ImportReport,
  importReport,
  type ListQuery,
  type PhotoAltInput,
  type PhotoSection,
  recordAnswer,
  type TalentInput,
  type TalentList,
  type TalentMove,
  talentList,
  type TalentRecord,
} from '../../../contracts/booking-admin'
import { postForm } from '../../../contracts/form-post'
import { bookingMachineToken } from './machine-token'

/**
 * Where the back office writes the roster (decision 026): the booking service's write API
 * (`contracts/booking-admin.ts`) and its write key; or, when the site's roster comes from the
 * agency's own booking software, where that is, to say so, and with its read key (the site's)
 * the roster it publishes, listed read-only.
 */
export type RosterSettings =
  | {
      /** The write API's address, `…/booking/admin-api` (or `…/admin-api` of a service alone). */
      adminUrl: string
      writeKey: string
      /**
       * Where the catalog's `media/…` paths are served for the staff's browser: a path of the
       * same origin (`/booking/`) or an address; none, no thumbnails.
       */
      mediaBase?: string
      timeoutMs?: number
    }
  | {
      /** The booking service's address, where the roster is managed. */
      managedAt: string
      /** The read API's key (`BOOKING_API_KEY`); none, the roster is only named, not listed. */
      readKey?: string
      mediaBase?: string
      timeoutMs?: number
    }

/**
 * The settings for a booking service at `url` (none, none known): written through its write API
 * given its write key; without one, listed read-only given its read key, else only named; its
 * media where `mediaUrl` says, or beside it.
 */
export function rosterSettings({
  url,
  writeKey,
  readKey,
  mediaUrl,
}: {
  url?: string
  writeKey?: string
  readKey?: string
  mediaUrl?: string
}): RosterSettings | undefined {
  if (!url) return undefined
  if (!writeKey) {
    return readKey ? { managedAt: url, readKey, mediaBase: mediaUrl ?? url } : { managedAt: url }
  }
  return { adminUrl: `${url.replace(/\/+$/, '')}/admin-api`, writeKey, mediaBase: mediaUrl ?? url }
}

/** A refused input: the API's English message per field. */
export class RosterRefused extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('the booking service refused the input')
  }
}

/** An unknown talent or video. */
export class RosterNotFound extends Error {
  constructor() {
    super('no such talent or video')
  }
}

/** An uploaded export the booking service refused, and why (`importRefusals`). */
export class ImportRefused extends Error {
  constructor(
    readonly refusal: ImportRefusal,
    /** For `staging-full`: the service's Retry-After, in seconds. */
    readonly retryAfter: number | null = null,
  ) {
    super('the booking service refused the export')
  }
}

export type WriteOptions = { actor?: string }

/** A photo the back office received, on its disk until the booking service has it. */
export type PhotoFile = { path: string; name: string; mime: string }

/**
 * A client of the booking service's write API: signed in with the write key (`machine-token.ts`),
 * a timeout on every call, every answer checked against the contract.
 */
export function createRosterClient({
  adminUrl,
  writeKey,
  timeoutMs = 10_000,
  uploadTimeoutMs = 120_000,
  importTimeoutMs = 600_000,
}: {
  adminUrl: string
  writeKey: string
  timeoutMs?: number
  /** An upload's own: twenty photos of 10 MB take longer than a click. */
  uploadTimeoutMs?: number
  /**
   * An export's: up to 2 GB sent, and every image of it read to plan or to import it.
   */
  importTimeoutMs?: number
}) {
  const base = adminUrl.replace(/\/+$/, '')
  const session = bookingMachineToken({
    signInUrl: `${base}/signin`,
    key: writeKey,
    timeoutMs,
    api: 'the booking write API',
  })

  type CallOptions = {
    body?: unknown
    /** A multipart body, made anew for each sending (its files are streams read once). */
    form?: () => Promise<FormData>
    /** An import's call: a long one. */
    importing?: boolean
    actor?: string
  }

  async function send(
    method: string,
    path: string,
    { body, form, importing, actor }: CallOptions,
    bearer: string,
  ) {
    const headers = { Authorization: `Bearer ${bearer}`, ...(actor ? { 'X-Actor': actor } : {}) }
    if (form) {
      return postForm(`${base}${path}`, await form(), {
        headers,
        signal: AbortSignal.timeout(importing ? importTimeoutMs : uploadTimeoutMs),
      })
    }
    return fetch(`${base}${path}`, {
      method,
      headers: {
        ...headers,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(importing ? importTimeoutMs : timeoutMs),
    })
  }

  async function call(method: string, path: string, options: CallOptions = {}) {
    const response = await session.authorized((bearer) => send(method, path, options, bearer))
    // An export is refused with a 400, or a 429 while others fill the service's room for them.
    if (response.status === 400 || (options.importing && response.status === 429)) {
      const body: unknown = await response.json()
      const refused = importRefusal.safeParse(body)
      if (options.importing && refused.success) {
        throw new ImportRefused(refused.data, Number(response.headers.get('retry-after')) || null)
      }
      throw new RosterRefused(fieldErrors.parse(body).errors)
    }
    if (response.status === 404) throw new RosterNotFound()
    if (!response.ok) throw new Error(`the booking write API answered ${response.status}`)
    return response
  }

  async function record(response: Promise<Response>): Promise<TalentRecord> {
    return recordAnswer.parse(await (await response).json()).data
  }

  const id = (talent: number) => `/talents/${encodeURIComponent(String(talent))}`
  const imported = (importId: string) => `/imports/${encodeURIComponent(importId)}`

  return {
    async list(query: ListQuery): Promise<TalentList> {
      const search = new URLSearchParams()
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') search.set(key, String(value))
      }
      const response = await call('GET', `/talents?${search}`)
      return talentList.parse(await response.json())
    },
    get: (talent: number) => record(call('GET', id(talent))),
    create: (input: TalentInput, { actor }: WriteOptions = {}) =>
      record(call('POST', '/talents', { body: input, actor })),
    update: (talent: number, input: TalentInput, { actor }: WriteOptions = {}) =>
      record(call('PUT', id(talent), { body: input, actor })),
    async remove(talent: number, { actor }: WriteOptions = {}) {
      await call('DELETE', id(talent), { actor })
    },
    setPublished: (talent: number, published: boolean, { actor }: WriteOptions = {}) =>
      record(call('POST', `${id(talent)}/${published ? 'publish' : 'hide'}`, { actor })),
    move: (talent: number, move: TalentMove, { actor }: WriteOptions = {}) =>
      record(call('POST', `${id(talent)}/move`, { body: move, actor })),
    addVideo: (talent: number, url: string, { actor }: WriteOptions = {}) =>
      record(call('POST', `${id(talent)}/videos`, { body: { url }, actor })),
    moveVideo: (
      talent: number,
      index: number,
      direction: 'up' | 'down',
      { actor }: WriteOptions = {},
    ) => record(call('POST', `${id(talent)}/videos/${index}/move`, { body: { direction }, actor })),
    removeVideo: (talent: number, index: number, { actor }: WriteOptions = {}) =>
      record(call('DELETE', `${id(talent)}/videos/${index}`, { actor })),
    /** Sends the photos' files as they are on disk, streamed, never read whole. */
    uploadPhotos: (
      talent: number,
      section: PhotoSection,
      files: readonly PhotoFile[],
      { actor }: WriteOptions = {},
    ) =>
      record(
        call('POST', `${id(talent)}/photos/${section}`, {
          actor,
          async form() {
            const form = new FormData()
            for (const file of files) {
              form.append('photos', await openAsBlob(file.path, { type: file.mime }), file.name)
            }
            return form
          },
        }),
      ),
    movePhoto: (
      talent: number,
      photo: number,
      direction: 'up' | 'down',
      { actor }: WriteOptions = {},
    ) => record(call('POST', `${id(talent)}/photos/${photo}/move`, { body: { direction }, actor })),
    setCover: (
      talent: number,
      photo: number,
      which: 'cover' | 'web-cover',
      { actor }: WriteOptions = {},
    ) => record(call('POST', `${id(talent)}/photos/${photo}/${which}`, { actor })),
    describePhoto: (
      talent: number,
      photo: number,
      alt: PhotoAltInput,
      { actor }: WriteOptions = {},
    ) => record(call('PUT', `${id(talent)}/photos/${photo}/alt`, { body: alt, actor })),
    removePhoto: (talent: number, photo: number, { actor }: WriteOptions = {}) =>
      record(call('DELETE', `${id(talent)}/photos/${photo}`, { actor })),
    /** Sends the export's zip as it is on disk, streamed (a form's file): its plan, or `ImportRefused`. */
    async stageImport(zip: string, { actor }: WriteOptions = {}): Promise<ImportPlan> {
      const response = await call('POST', '/imports', {
        importing: true,
        actor,
        async form() {
          const form = new FormData()
          form.append('export', await openAsBlob(zip, { type: 'application/zip' }), 'export.zip')
          return form
        },
      })
      return importPlan.parse(await response.json())
    },
    async importPlan(importId: string): Promise<ImportPlan> {
      const response = await call('GET', imported(importId), { importing: true })
      return importPlan.parse(await response.json())
    },
    async applyImport(importId: string, { actor }: WriteOptions = {}): Promise<ImportReport> {
      const response = await call('POST', `${imported(importId)}/apply`, {
        importing: true,
        actor,
      })
      return importReport.parse(await response.json())
    },
    async cancelImport(importId: string, { actor }: WriteOptions = {}) {
      await call('DELETE', imported(importId), { actor })
    },
  }
}

export type RosterClient = ReturnType<typeof createRosterClient>

import type { Request, Response } from 'express'
import { recordAudit } from '../audit'
import { adminContext, type BackOfficeOptions } from '../context'
import { draftOf } from '../models'
import { ModelEditorPage } from '../pages/model-editor'
import type { PhotoErrors } from '../pages/model-photos'
import { ModelsUnavailablePage } from '../pages/models-unavailable'
import { type RosterClient, RosterNotFound, RosterRefused } from '../roster-client'
import { sendPage } from '../ui/render'
import { field, formWithCsrf } from '../form-posts'
import { notFound, rowId } from './not-found'

/**
 * What each part of the writable Models section (the list, the import, the editor, the photos,
 * the videos) shares: the booking service's write API, the way its answers become pages, and the
 * audit log every write is recorded in.
 */
export type RosterWrites = ReturnType<typeof rosterWrites>

export function rosterWrites(
  { db, secret, mediaDir, logger }: BackOfficeOptions,
  { mediaBase }: { mediaBase?: string },
  client: RosterClient,
) {
  function actor(response: Response) {
    return adminContext(response).session?.account ?? null
  }

  /**
   * Runs a call to the booking service: an unknown talent is the 404 page, a refused input goes
   * to `refused` (which answers), and the service's silence is a page that says so (503). Its
   * value, or undefined once the response is answered.
   */
  async function calling<T>(
    response: Response,
    call: () => Promise<T>,
    refused?: (errors: Record<string, string>) => Promise<void>,
  ): Promise<T | undefined> {
    try {
      return await call()
    } catch (error) {
      if (error instanceof RosterNotFound) {
        notFound(response)
        return undefined
      }
      if (error instanceof RosterRefused) {
        if (!refused) throw error
        await refused(error.errors)
        return undefined
      }
      logger?.error({ err: error }, 'the booking write API failed')
      sendPage(response, ModelsUnavailablePage({ admin: adminContext(response) }), 503)
      return undefined
    }
  }

  async function audit(
    response: Response,
    action: string,
    talent: { id: number; name: string },
    detail: Record<string, unknown> = {},
  ) {
    await recordAudit(db, actor(response), action, `talent:${talent.id}`, {
      name: talent.name,
      ...detail,
    })
  }

  /** The talent the address names (`:id`); undefined once answered (a 404, a 503). */
  async function recordOf(request: Request, response: Response) {
    const id = rowId(request.params.id)
    if (id === null) {
      notFound(response)
      return undefined
    }
    return calling(response, () => client.get(id))
  }

  /** The record's page again, as saved, with what was refused of a video or photos: a 400. */
  async function sendRecordAgain(
    response: Response,
    id: number,
    refused: { videoUrl: string; videoError?: string } | { photoErrors: PhotoErrors },
  ) {
    const record = await calling(response, () => client.get(id))
    if (!record) return
    const admin = adminContext(response)
    sendPage(
      response,
      ModelEditorPage({ admin, record, draft: draftOf(record), mediaBase, ...refused }),
      400,
    )
  }

  return {
    client,
    db,
    secret,
    mediaDir,
    logger,
    /** Where the photos are served for the staff's browser. */
    mediaBase,
    /** A form post's middleware: its body read, its CSRF token checked. */
    post: formWithCsrf(secret),
    actor,
    /** Who makes a write, as the booking service records it. */
    writer: (response: Response) => ({ actor: actor(response)?.email }),
    calling,
    audit,
    recordOf,
    sendRecordAgain,
  }
}

/** The notice a redirect's query names (`?saved`): the first of `notices` it has. */
export function noticeIn(query: Request['query'], notices: Record<string, string>) {
  return Object.entries(notices).find(([key]) => key in query)?.[1]
}

/** The way a move posts (`direction`): up or down, else none. */
export function directionOf(request: Request) {
  const direction = field(request, 'direction')
  return direction === 'up' || direction === 'down' ? direction : null
}

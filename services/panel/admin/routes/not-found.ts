import type { Response } from 'express'
import { adminContext, messages } from '../context'
import { MessagePage } from '../pages/auth'
import { sendPage } from '../ui/render'

/** A row's id from the address: digits only, within PostgreSQL's `integer`. */
export function rowId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}

/** The back office's 404 page, for an address naming a post or slide that is not there. */
export function notFound(response: Response) {
  const m = messages(response).errors
  sendPage(
    response,
    MessagePage({ admin: adminContext(response), title: m.notFoundTitle, text: m.notFound }),
    404,
  )
}

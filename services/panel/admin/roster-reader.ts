import type { Logger } from 'pino'
import {
  adminPageSize,
  type Board,
  boardsOf,
  type Division,
  divisionsOf,
} from '../../../contracts/booking-admin'
import { talentPage, type WireTalent, wireTalent } from '../../../contracts/booking'
import { listedDivisionId, maxTalentsPerPage } from '../../../contracts/divisions'
import { bookingMachineToken } from './machine-token'

/** A model as the read-only list shows her: what the site shows of her on a board. */
export type PublishedModel = {
  id: number
  name: string
  /** As the read API gives it: a media path relative to the service, or a URL. */
  cover: string | null
  divisions: Division[]
  boards: Board[]
}

/** One page of the published roster, searched by name: 50 a page, as the write API's list. */
export type PublishedRosterPage = {
  data: PublishedModel[]
  page: number
  lastPage: number
  total: number
}

/**
 * The talents the site shows, as the read API lists them: those filed in the listed division
 * (the read API also sends the others, which the site leaves out), in the service's order.
 */
export function publishedModels(talents: readonly WireTalent[]): PublishedModel[] {
  return talents.flatMap((talent) => {
    // `divisions` may be missing: then the categories stand for them (as the site reads them).
    if (!(talent.divisions ?? talent.categories).includes(listedDivisionId)) return []
    return [
      {
        id: talent.id,
        name: talent.name,
        cover: talent.cover,
        divisions: divisionsOf(talent.categories),
        boards: boardsOf({ gender: talent.gender, categoryIds: talent.categories }),
      },
    ]
  })
}

/** A name folded for search: without case or accents, so "joao" finds "João". */
function folded(text: string) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR')
}

/**
 * The page `page` of the models whose name holds `q`; a page past the last is the last. The
 * read API has no search by name, so it is done here over the whole roster.
 */
export function rosterPage(
  models: readonly PublishedModel[],
  { q, page }: { q?: string; page: number },
): PublishedRosterPage {
  const wanted = q ? folded(q) : ''
  const found = wanted ? models.filter((model) => folded(model.name).includes(wanted)) : models
  const lastPage = Math.max(1, Math.ceil(found.length / adminPageSize))
  const current = Math.min(Math.max(1, page), lastPage)
  return {
    data: found.slice((current - 1) * adminPageSize, current * adminPageSize),
    page: current,
    lastPage,
    total: found.length,
  }
}

/**
 * A reader of the booking service's read API (the site's), for a roster managed elsewhere: the
 * read key, a timeout a call, every answer checked. A failure is thrown: the section's 503 page.
 */
export function createRosterReader({
  url,
  readKey,
  timeoutMs = 10_000,
  logger,
}: {
  /** The booking service's address, as `BOOKING_URL` names it. */
  url: string
  readKey: string
  timeoutMs?: number
  logger?: Logger
}) {
  const base = url.replace(/\/+$/, '')
  const session = bookingMachineToken({
    signInUrl: `${base}/api/signin`,
    key: readKey,
    timeoutMs,
    api: 'the booking read API',
  })

  function send(page: number, bearer: string) {
    const query = new URLSearchParams({
      language: 'pt',
      paginate: String(maxTalentsPerPage),
      page: String(page),
    })
    return fetch(`${base}/api/talents?${query}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${bearer}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify({ filters: {} }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  }

  async function fetchPage(page: number) {
    const response = await session.authorized((bearer) => send(page, bearer))
    if (!response.ok) throw new Error(`the booking read API answered ${response.status}`)
    const answer = talentPage.parse(await response.json()).data
    // One malformed record is left out, as the site leaves it out; the rest is listed.
    const talents = answer.data.flatMap((item) => {
      const parsed = wireTalent.safeParse(item)
      if (parsed.success) return [parsed.data]
      logger?.warn({ issues: parsed.error.issues.slice(0, 3) }, 'malformed talent left out')
      return []
    })
    return { talents, lastPage: answer.last_page }
  }

  return {
    /** The whole published roster: every page of the read API, the largest it gives. */
    async roster(): Promise<PublishedModel[]> {
      const first = await fetchPage(1)
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.lastPage - 1) }, (_, index) => fetchPage(index + 2)),
      )
      return publishedModels([first, ...rest].flatMap((page) => page.talents))
    },
  }
}

export type RosterReader = ReturnType<typeof createRosterReader>

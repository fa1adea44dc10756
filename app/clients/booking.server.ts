import type { Logger } from 'pino'
import {
  attributesAnswer,
  profileAnswer,
  talentPage,
  type WireTalent,
  wireTalent,
} from '../../contracts/booking'
import { listedDivisionId, maxTalentsPerPage } from '../../contracts/divisions'
import { createContentCache } from './content-cache'
import type { LastRosterStore } from './last-roster.server'
import { createServiceClient } from './service-client.server'
import { mediaReference } from '../lib/media-reference'
import type { GalleryImage } from '../lib/profile/profile-sections'
import { createSingleFlight } from '../lib/single-flight'

export type TalentVideo = { provider: 'youtube' | 'vimeo'; id: string; hash: string | null }

/**
 * A talent in the site's own words: photos as media references (`app/lib/media-reference.ts`),
 * measures as strings or null. The booking software's names (`book`, `snap`, `compo`,
 * `cover2`, …) stop at this client.
 */
export type Talent = {
  id: number
  name: string
  gender: 'man' | 'woman' | null
  birthdate: string | null
  height: string | null
  bust: string | null
  chest: string | null
  waist: string | null
  hips: string | null
  shoes: string | null
  weight: string | null
  suit: string | null
  shirt: string | null
  jeans: string | null
  eyes: string | null
  hair: string | null
  instagram: string | null
  skills: string[]
  about: string | null
  cover: string | null
  /**
   * The profile's hero image (the booking software's `cover2`), else the cover, with its own
   * size when the service gives it (null: unknown).
   */
  heroImage: GalleryImage | null
  /** The card's hover image, when there is one. */
  coverWeb: string | null
  divisionIds: number[]
  categoryIds: number[]
  portfolio: GalleryImage[]
  polaroids: GalleryImage[]
  composite: GalleryImage[]
  videos: TalentVideo[]
}

export function toTalent(wire: WireTalent, mediaUrl: string): Talent {
  const media = (file: string | null) => mediaReference('booking', mediaUrl, file)
  const images = (items: WireTalent['book']) =>
    items.flatMap(({ file, width, height, alt }) => {
      const url = media(file)
      return url ? [{ url, width: width ?? null, height: height ?? null, alt }] : []
    })
  const {
    cover_web,
    cover2,
    cover_size,
    cover2_size,
    cover_web_size: _coverWebSize,
    divisions,
    categories,
    book,
    snap,
    compo,
    video,
    ...fields
  } = wire
  const cover = media(wire.cover)
  const cover2Url = media(cover2)
  const hero = cover2Url ? { url: cover2Url, size: cover2_size } : { url: cover, size: cover_size }
  return {
    ...fields,
    cover,
    heroImage: hero.url
      ? { url: hero.url, width: hero.size?.width ?? null, height: hero.size?.height ?? null }
      : null,
    coverWeb: media(cover_web),
    // `divisions` may be missing: then the categories stand for them.
    divisionIds: divisions ?? categories,
    categoryIds: categories,
    portfolio: images(book),
    polaroids: images(snap),
    composite: images(compo),
    videos: video.flatMap(({ provider, file }) => {
      const [id, hash] = file.split('/')
      if (!id || (provider !== 'youtube' && provider !== 'vimeo')) return []
      return [{ provider, id, hash: hash ?? null }]
    }),
  }
}

/** Only talents in the listed division appear on the site. */
function isListed(talent: Pick<Talent, 'divisionIds'>) {
  return talent.divisionIds.includes(listedDivisionId)
}

type BookingClientOptions = {
  baseUrl: string
  apiKey: string
  /** Where relative media paths live; the service's own URL by default. */
  mediaUrl?: string
  timeoutMs?: number
  /** How long a roster is fresh; after that it is served while a new one is fetched. */
  rosterFreshMs?: number
  profileFreshMs?: number
  /** Profiles kept at most, misses included. */
  maxProfiles?: number
  /** Keeps the last good roster across restarts. */
  lastRoster?: LastRosterStore
  logger?: Logger
}

type Cached<T> = { value: T; fetchedAt: number }

export function createBookingClient({
  baseUrl,
  apiKey,
  mediaUrl = baseUrl,
  timeoutMs,
  rosterFreshMs = 5 * 60_000,
  profileFreshMs = 60_000,
  maxProfiles = 2000,
  lastRoster,
  logger,
}: BookingClientOptions) {
  const client = createServiceClient({
    name: 'booking',
    baseUrl,
    timeoutMs,
    logger,
    signIn: {
      path: '/api/signin',
      body: (salt) => ({ salt, api_key: apiKey }),
    },
  })

  function readTalents(items: unknown[], path: string) {
    // One malformed record is logged and left out; it does not take the roster down with it.
    return items.flatMap((item) => {
      const parsed = wireTalent.safeParse(item)
      if (parsed.success) return [toTalent(parsed.data, mediaUrl)]
      logger?.error({ path, issues: parsed.error.issues.slice(0, 3) }, 'malformed talent left out')
      return []
    })
  }

  async function fetchTalentsPage(language: string, page: number) {
    const answer = await client.json(talentPage, '/api/talents', {
      method: 'POST',
      query: { language, paginate: maxTalentsPerPage, cover_web: 1, page },
      // One roster per language serves every board: the site picks each board's talents from it.
      json: { filters: {} },
    })
    return {
      talents: readTalents(answer.data.data, '/api/talents'),
      lastPage: answer.data.last_page,
    }
  }

  /** Every listed talent, fetched with paginate 1000 and every page there is. */
  async function fetchRoster(language: string): Promise<Talent[]> {
    const first = await fetchTalentsPage(language, 1)
    const rest = await Promise.all(
      Array.from({ length: Math.max(first.lastPage - 1, 0) }, (_, index) =>
        fetchTalentsPage(language, index + 2),
      ),
    )
    return [first, ...rest].flatMap((page) => page.talents).filter(isListed)
  }

  const rosters = new Map<string, Cached<Talent[]>>()
  // Invalidated by `refresh`: a fetch started before a change may bring the roster from before
  // it, and must not be kept as fresh.
  const refreshing = createSingleFlight<Talent[]>()
  /** Rosters the catalog changed under: the next call waits for a new copy. */
  const outdated = new Set<string>()

  function refreshRoster(language: string) {
    return refreshing.run(
      language,
      () => fetchRoster(language),
      (talents) => {
        outdated.delete(language)
        rosters.set(language, { value: talents, fetchedAt: Date.now() })
        lastRoster
          ?.save(language, talents)
          .catch((error: unknown) =>
            logger?.warn({ err: error, language }, 'could not keep the last roster'),
          )
      },
    )
  }

  /**
   * The roster, kept in memory: fresh for a few minutes, then served while a new copy is
   * fetched in the background; when the booking service fails, the last good copy stays.
   */
  async function roster(language: string): Promise<Talent[]> {
    const cached = rosters.get(language)
    if (!cached) {
      return refreshRoster(language).catch(async (error: unknown) => {
        // Just started, and the service is down: the roster kept before the restart serves,
        // marked old so that the next call asks the service again.
        const kept = await lastRoster?.load(language)
        if (kept) {
          logger?.warn({ err: error, language }, 'roster fetch failed; serving the kept roster')
          rosters.set(language, { value: kept, fetchedAt: 0 })
          return kept
        }
        logger?.error({ err: error, language }, 'roster fetch failed')
        throw error
      })
    }
    if (outdated.has(language)) {
      // The catalog changed: the new roster, or the last good copy if the service fails now.
      return refreshRoster(language).catch((error: unknown) => {
        logger?.warn({ err: error, language }, 'roster refresh failed; serving the last good copy')
        return cached.value
      })
    }
    if (Date.now() - cached.fetchedAt > rosterFreshMs) {
      refreshRoster(language).catch((error: unknown) =>
        logger?.warn({ err: error, language }, 'roster refresh failed; serving the last good copy'),
      )
    }
    return cached.value
  }

  // Unknown ids are remembered too (a crawler asks for many), so the cache is bounded.
  const profiles = createContentCache({
    freshMs: profileFreshMs,
    maxEntries: maxProfiles,
    onStale: (key, error) =>
      logger?.warn({ err: error, key }, 'profile fetch failed; serving the last good copy'),
    onRememberedFailure: client.noteFailure,
  })

  /** One talent with its galleries, or null when the service does not know it or it is not listed. */
  function profile(id: number, language: string): Promise<Talent | null> {
    return profiles.get(`${language}:${id}`, async () => {
      const answer = await client.jsonOrNull(profileAnswer, '/api/talent/profile', {
        query: { language, id, cover2: 1, cover_web: 1, skills: 1 },
      })
      const found = answer && toTalent(answer.data, mediaUrl)
      return found && isListed(found) ? found : null
    })
  }

  async function attributes() {
    return client.json(attributesAnswer, '/api/talents/attributes', {
      query: { hair: 'pt', eyes: 'pt' },
    })
  }

  /**
   * Forgets what was kept, so that the next page asks the service again: the catalog changed
   * (the booking service's write API said so). A copy stays only to cover a failure.
   */
  function refresh() {
    refreshing.invalidate()
    for (const language of rosters.keys()) outdated.add(language)
    profiles.expireAll()
  }

  return {
    signIn: client.signIn,
    /** How many calls to the service have failed since the start. */
    failures: client.failures,
    roster,
    profile,
    attributes,
    refresh,
    /** Profiles kept in memory now. */
    cachedProfiles: profiles.size,
  }
}

export type BookingClient = ReturnType<typeof createBookingClient>

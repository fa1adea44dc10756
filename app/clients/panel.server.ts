import type { Logger } from 'pino'
import type { z } from 'zod'
import {
  postAnswer,
  postPage,
  slideList,
  socialLinksAnswer,
  type SubmissionKind,
  stagedUploadAnswer,
  submissionCreated,
  submissionRejected,
  type wirePost,
} from '../../contracts/panel'
import { fieldErrors } from '../../contracts/booking-admin'
import {
  type OpenedPackage,
  type PackageAnswerInput,
  type PackageGone,
  packageGone,
  packageOpenAnswer,
} from '../../contracts/packages'
import { createContentCache } from './content-cache'
import { createServiceClient, ServiceError } from './service-client.server'
import { type Locale, locales } from '../i18n/locales'
import { mediaReference } from '../lib/media-reference'

export type SocialLinks = {
  instagram: string
  models: string
  email: string | null
  /** The contact channels, when the panel has them: the phone as printed, WhatsApp's digits. */
  phone: string | null
  whatsapp: string | null
}
export type Post = {
  id: number
  slug: string
  title: string
  excerpt: string
  /** The panel's HTML, not yet sanitised: the page that shows it sanitises it. */
  body: string
  image: string | null
  publishedAt: string | null
  /**
   * The story's slugs in its other languages, when the panel links translations; absent, it
   * does not, and the same slug in another language is the best guess.
   */
  translations?: Partial<Record<Locale, string>>
}
export type Slide = {
  type: 'image' | 'video'
  column: '1' | '2'
  mobile: string | null
  desktop: string | null
  videoId: string | null
  /** The caption in each language it has one in. */
  captions: Partial<Record<Locale, string>>
}

/**
 * A package's link as the panel answers it (decision 028): open, expired or revoked, or naming
 * no package at all.
 */
export type PackageLookup =
  | { status: 'open'; package: OpenedPackage }
  | ({ status: 'gone' } & PackageGone)
  | { status: 'unknown' }

/** What the panel said of a client's answer to a package. */
export type PackageAnswerResult =
  | { status: 'created'; id: string }
  | { status: 'invalid'; errors: Record<string, string> }
  | ({ status: 'gone' } & PackageGone)
  | { status: 'unknown' }

/** What the panel said of a submission: stored, or refused with field errors. */
export type SubmissionResult =
  { ok: true; id: string } | { ok: false; errors: Record<string, string[]> }

/** What the panel said of a file sent ahead: kept under a token, or refused with field errors. */
export type StagedUploadResult =
  | { ok: true; upload: string; field: 'photos' | 'video' }
  | { ok: false; errors: Record<string, string[]> }
  | { ok: false; unsupported: true }

type PanelClientOptions = {
  baseUrl: string
  apiToken: string
  mediaUrl?: string
  timeoutMs?: number
  /** Uploads take longer than a page's data. */
  submissionTimeoutMs?: number
  /** How long social links, slides and posts are kept before the panel is asked again. */
  contentCacheMs?: number
  logger?: Logger
}

export function createPanelClient({
  baseUrl,
  apiToken,
  mediaUrl = baseUrl,
  timeoutMs,
  submissionTimeoutMs = 120_000,
  contentCacheMs = 5 * 60 * 1000,
  logger,
}: PanelClientOptions) {
  const client = createServiceClient({
    name: 'panel',
    baseUrl,
    timeoutMs,
    logger,
    signIn: {
      path: '/api/login',
      body: (salt) => ({ salt, api_token: apiToken }),
    },
  })

  const media = (file: string | null | undefined) => mediaReference('panel', mediaUrl, file)
  const cache = createContentCache({
    freshMs: contentCacheMs,
    onStale: (key, error) =>
      logger?.warn({ err: error, key }, 'panel content fetch failed; serving the last good copy'),
    onRememberedFailure: client.noteFailure,
  })

  function toPost(wire: z.infer<typeof wirePost>): Post {
    return {
      id: wire.id,
      slug: wire.slug,
      title: wire.title,
      excerpt: wire.excerpt ?? '',
      body: wire.body ?? '',
      image: media(wire.image),
      publishedAt: wire.published_at ?? null,
      ...(wire.translations ? { translations: perLocale(wire.translations) } : {}),
    }
  }

  /** The social links as the panel has them now: also the site's check that it answers. */
  async function freshSocialLinks(): Promise<SocialLinks> {
    const answer = await client.json(socialLinksAnswer, '/api/social-media')
    return {
      instagram: answer.instagram.link,
      models: answer.models.link,
      email: answer.email || null,
      phone: answer.phone?.trim() || null,
      whatsapp: answer.whatsapp?.trim() || null,
    }
  }

  function socialLinks(): Promise<SocialLinks> {
    return cache.get('social-media', freshSocialLinks)
  }

  /** A page of posts, Laravel-style: `paginate=6&page=2` is items 7–12. */
  function posts(
    type: string,
    lang: string,
    { paginate, page }: { paginate: number; page: number },
  ) {
    const path = `/api/posts/${encodeURIComponent(type)}/${lang}`
    return cache.get(`${path}?paginate=${paginate}&page=${page}`, async () => {
      const answer = await client.json(postPage, path, { query: { paginate, page } })
      return {
        posts: answer.data.map(toPost),
        currentPage: answer.current_page,
        lastPage: answer.last_page,
      }
    })
  }

  /** A post by its slug, or null when the panel has none by that slug. */
  function post(type: string, lang: string, slug: string): Promise<Post | null> {
    const path = `/api/posts/${encodeURIComponent(type)}/${lang}/${encodeURIComponent(slug)}`
    return cache.get(path, async () => {
      const answer = await client.jsonOrNull(postAnswer, path)
      return answer && toPost(answer.data)
    })
  }

  function slides(type: string): Promise<Slide[]> {
    const path = `/api/slides/${encodeURIComponent(type)}`
    return cache.get(path, async () => {
      const answer = await client.json(slideList, path)
      return answer.map((slide) => ({
        type: slide.type,
        column: String(slide.description ?? '1') === '2' ? ('2' as const) : ('1' as const),
        mobile: media(slide.url?.mobile ?? slide.url?.desktop),
        desktop: media(slide.url?.desktop ?? slide.url?.mobile),
        videoId: slide.video_id ?? null,
        captions: perLocale(slide.captions ?? {}),
      }))
    })
  }

  /**
   * Sends a visitor's submission (`contact`, `favorites` or `get-scouted`) under their language.
   * A 422 comes back as field errors; anything else that is not a 201 is a ServiceError, as
   * is no answer within `timeoutMs` (by default the uploads' allowance).
   */
  async function submit(
    kind: SubmissionKind,
    lang: string,
    form: FormData,
    { timeoutMs = submissionTimeoutMs }: { timeoutMs?: number } = {},
  ) {
    const path = `/api/${kind}/${lang}`
    const response = await client.authorized(path, { method: 'POST', body: form, timeoutMs })
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.status === 422) {
      return {
        ok: false,
        errors: client.parseAnswer(submissionRejected, answer, path).errors,
      } satisfies SubmissionResult
    }
    if (!response.ok)
      throw new ServiceError(
        `panel answered ${response.status} to ${path}`,
        'panel',
        response.status,
      )
    return {
      ok: true,
      id: String(client.parseAnswer(submissionCreated, answer, path).id),
    } satisfies SubmissionResult
  }

  /** Sends one Be a Model file ahead of its application (decision 032): its token, or why not. */
  async function stageUpload(
    form: FormData,
    { timeoutMs = submissionTimeoutMs }: { timeoutMs?: number } = {},
  ): Promise<StagedUploadResult> {
    const path = '/api/get-scouted/uploads'
    const response = await client.authorized(path, { method: 'POST', body: form, timeoutMs })
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.status === 422) {
      return { ok: false, errors: client.parseAnswer(submissionRejected, answer, path).errors }
    }
    // A panel without the staging (the agency's own, until it has it): files go with the form.
    if (response.status === 404) return { ok: false, unsupported: true }
    if (!response.ok) {
      throw new ServiceError(
        `panel answered ${response.status} to ${path}`,
        'panel',
        response.status,
      )
    }
    return { ok: true, ...client.parseAnswer(stagedUploadAnswer, answer, path) }
  }

  function packagePath(token: string, action = '') {
    return `/api/packages/${encodeURIComponent(token)}${action}`
  }

  /** Any status the package calls do not expect: a ServiceError, counted as a failure. */
  function unexpected(response: Response, path: string): never {
    client.noteFailure()
    throw new ServiceError(`panel answered ${response.status} to ${path}`, 'panel', response.status)
  }

  async function packageLookup(response: Response, path: string): Promise<PackageLookup> {
    const answer: unknown = await response.json().catch(() => undefined)
    if (response.status === 404) return { status: 'unknown' }
    if (response.status === 410) {
      return { status: 'gone', ...client.parseAnswer(packageGone, answer, path) }
    }
    if (!response.ok) unexpected(response, path)
    return { status: 'open', package: client.parseAnswer(packageOpenAnswer, answer, path).data }
  }

  /**
   * A package's link opened by its client: the visit counted by the panel (with `book`, that
   * model's book opened). Never cached: every opening is counted, and a revoked link stops at
   * once. A panel that fails or answers nonsense is a ServiceError.
   */
  async function openPackage(token: string, { book }: { book?: number } = {}) {
    const path = packagePath(token, '/open')
    const response = await client.authorized(path, {
      method: 'POST',
      json: book === undefined ? {} : { book },
    })
    return packageLookup(response, path)
  }

  /** The same package, read without counting a visit (the page after the client answered). */
  async function readPackage(token: string) {
    const path = packagePath(token)
    return packageLookup(await client.authorized(path), path)
  }

  /**
   * Sends the client's answer (`packageAnswerInput`): stored as a submission (201), refused
   * with field errors (400), or the link unknown (404) or no longer active (410).
   */
  async function answerPackage(
    token: string,
    answer: PackageAnswerInput,
  ): Promise<PackageAnswerResult> {
    const path = packagePath(token, '/answer')
    const response = await client.authorized(path, { method: 'POST', json: answer })
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 201) {
      return { status: 'created', id: String(client.parseAnswer(submissionCreated, body, path).id) }
    }
    if (response.status === 400) {
      return { status: 'invalid', errors: client.parseAnswer(fieldErrors, body, path).errors }
    }
    if (response.status === 404) return { status: 'unknown' }
    if (response.status === 410) {
      return { status: 'gone', ...client.parseAnswer(packageGone, body, path) }
    }
    return unexpected(response, path)
  }

  return {
    signIn: client.signIn,
    /** How many calls to the service have failed since the start. */
    failures: client.failures,
    freshSocialLinks,
    socialLinks,
    posts,
    post,
    slides,
    submit,
    stageUpload,
    openPackage,
    readPackage,
    answerPackage,
    /** Forgets the content kept, so that the next page asks the panel again. */
    refresh: cache.expireAll,
    /** A post body's image source as a page may show it: see `mediaReference`. */
    mediaReference: media,
  }
}

export type PanelClient = ReturnType<typeof createPanelClient>

/** The non-empty strings of a per-language object, by the site's locales. */
function perLocale(values: Partial<Record<Locale, string | null | undefined>>) {
  const found: Partial<Record<Locale, string>> = {}
  for (const locale of locales) {
    const value = values[locale]?.trim()
    if (value) found[locale] = value
  }
  return found
}

import { type AppLoadContext, data, redirect } from 'react-router'
import { agency } from '~/config/agency'
import { intlLocales, type Locale } from '~/i18n/locales'
import type { PageLanguage } from '~/i18n/page-language'
import { preferredLocale } from '~/i18n/preferred-locale'
import { resourcesFor, translatorFor } from '~/i18n/resources.server'
import { agencyTimeZone } from '../../../contracts/agency-time'
import {
  type OpenedPackage,
  type PackageGone,
  type PackageGoneReason,
  packageToken,
} from '../../../contracts/packages'
import type { PackageLookup } from '../../clients/panel.server'
import { notFound } from '../page/errors'
import { formErrors } from '../forms/form-fields'
import { assertSameOriginPost, isHoneypotFilled, readFormData } from '../forms/form-post.server'
import type { LabelledMeasure } from '../measures/measures'
import {
  type AnsweredModel,
  emptyPackageAnswer,
  type PackageAnswerErrors,
  type PackageAnswerValues,
  readPackageAnswer,
} from './package-answer'
import {
  answeredPackagePath,
  answeredParam,
  packageBookPath,
  packagePath,
  talentIdOf,
} from './package-paths'
import { profileView } from '../profile/profile.server'
import type { GalleryImage } from '../profile/profile-sections'
import { redirectPath } from '../page/redirect-path.server'
import { loadAgencyLinks } from '../page/social-links.server'
import { unitsFromCookieHeader } from '../measures/units'
import type { Video } from '../profile/videos'
import { countsAsBookOpening, countsAsPackageVisit } from './package-visits.server'

/**
 * The client's pages of a package (decision 028): what the panel's link opens, the models read
 * from the booking service as they are now, and the client's answer sent back to the panel.
 * Everything is said in the package's language, even that its link no longer works.
 */

/** A few hundred characters a model, for up to sixty models, and the form around them. */
const maxAnswerBytes = 128 * 1024

export type PackageModelView =
  | {
      available: true
      id: number
      name: string
      age: number | null
      cover: string | null
      coverWeb: string | null
      href: string
      note: string
      /** Empty when the package does not show measures. */
      measures: LabelledMeasure[]
    }
  | { available: false; id: number; note: string }

export type OpenPackageView = {
  state: 'open'
  pageLanguage: PageLanguage
  documentTitle: string
  title: string
  clientName: string
  note: string
  /** The day the link stops working, written in the package's language. */
  openUntil: string
  models: PackageModelView[]
  /** The page a sent answer was redirected to: the thanks. */
  answered: boolean
  /** The client's name is asked for when the booker did not write it. */
  askName: boolean
  /** The form as it first shows. */
  answer: PackageAnswerValues
}

export type GonePackageView = {
  state: 'gone'
  pageLanguage: PageLanguage
  documentTitle: string
  reason: PackageGoneReason
  contact: { email: string; phone: string; phoneHref: string }
}

export type PackageBookView = {
  state: 'book'
  pageLanguage: PageLanguage
  documentTitle: string
  packageTitle: string
  backTo: string
  name: string
  age: number | null
  measures: LabelledMeasure[]
  /** The photo sections the package shows and she has photos in, in the profile's order. */
  galleries: { section: 'portfolio' | 'polaroids' | 'composite'; images: GalleryImage[] }[]
  /** Empty unless the package shows videos. */
  videos: Video[]
}

/** What the answer's post gives the page back, when it does not redirect. */
export type PackageAnswerReply =
  | {
      state: 'answer'
      values: PackageAnswerValues
      errors: PackageAnswerErrors
      /** What went wrong with the form as a whole: a translation key. */
      formError: string | null
    }
  | GonePackageView

function pageLanguage(locale: Locale): PageLanguage {
  return { locale, resources: resourcesFor(locale) }
}

function tokenOf(value: string | undefined): string {
  const token = packageToken.safeParse(value)
  if (!token.success) throw notFound()
  return token.data
}

/**
 * A document post is answered by the action and then the loaders, which get a GET of their own
 * but the same load context: the page rendered after a post reads the package without counting
 * a visit the client did not make.
 */
const answeredRequests = new WeakSet<AppLoadContext>()

/**
 * The link that no longer works: a 410 in the package's language (the visitor's when the panel
 * does not say it), naming how to reach the agency.
 */
async function gonePage(
  request: Request,
  context: AppLoadContext,
  { reason, lang }: PackageGone,
): Promise<GonePackageView> {
  const locale = lang ?? preferredLocale(request.headers.get('accept-language'))
  const links = await loadAgencyLinks(context)
  return {
    state: 'gone',
    pageLanguage: pageLanguage(locale),
    documentTitle: `${translatorFor(locale)('packages.gone.title')} · ${agency.name}`,
    reason,
    contact: { email: links.email, phone: links.phone, phoneHref: links.phoneHref },
  }
}

/** The 410 page, as a loader or the action answers it. */
async function gone(request: Request, context: AppLoadContext, lookup: PackageGone) {
  return data(await gonePage(request, context, lookup), { status: 410 })
}

/** The package a lookup found; a token that names none is the site's 404. */
function openedOrNotFound(lookup: Exclude<PackageLookup, { status: 'gone' }>): OpenedPackage {
  if (lookup.status === 'unknown') throw notFound()
  return lookup.package
}

function profileOf(context: AppLoadContext, id: number, locale: Locale) {
  return context.booking.profile(id, locale)
}

/**
 * The package's page. Its opening is counted by the panel, except on the thanks after an answer
 * (`?answered`), the page rendered after a post, and what is no visit (`package-visits.server.ts`:
 * a `HEAD`, the page's data request, a link previewer). A model the booking service no longer
 * lists (hidden, deleted) is shown as no longer available, in her place.
 */
export async function loadPackagePage(
  request: Request,
  context: AppLoadContext,
  params: { token?: string },
) {
  const token = tokenOf(params.token)
  const answered = new URL(request.url).searchParams.has(answeredParam)
  const counted =
    !answered && !answeredRequests.has(context) && countsAsPackageVisit(request, context)
  const lookup = counted
    ? await context.panel.openPackage(token)
    : await context.panel.readPackage(token)
  if (lookup.status === 'gone') return gone(request, context, lookup)
  const opened = openedOrNotFound(lookup)
  const locale = opened.lang
  const units = unitsFromCookieHeader(request.headers.get('cookie'))
  const models = await Promise.all(
    opened.models.map(async ({ id, note }): Promise<PackageModelView> => {
      const talent = await profileOf(context, id, locale)
      if (!talent) return { available: false, id, note }
      const view = profileView(talent, locale, null, units)
      return {
        available: true,
        id,
        name: view.name,
        age: view.age,
        cover: talent.cover ?? talent.heroImage?.url ?? null,
        coverWeb: talent.coverWeb,
        href: packageBookPath(token, id),
        note,
        measures: opened.showMeasures
          ? view.labelledMeasures.filter(({ key }) => key !== 'age')
          : [],
      }
    }),
  )
  return {
    state: 'open',
    pageLanguage: pageLanguage(locale),
    documentTitle: `${opened.title} · ${agency.name}`,
    title: opened.title,
    clientName: opened.clientName,
    note: opened.note,
    openUntil: new Intl.DateTimeFormat(intlLocales[locale], {
      dateStyle: 'long',
      timeZone: agencyTimeZone,
    }).format(new Date(opened.expiresAt)),
    models,
    answered,
    askName: opened.clientName.trim() === '',
    answer: emptyPackageAnswer(models.filter((model) => model.available).map(({ id }) => id)),
  } satisfies OpenPackageView
}

/**
 * A model's book within the package: counted by the panel as that book's opening (unless a
 * `HEAD` or a link previewer asked). A model not in the package, or no longer listed, is a 404.
 */
export async function loadPackageBook(
  request: Request,
  context: AppLoadContext,
  params: { token?: string; talentId?: string },
) {
  const token = tokenOf(params.token)
  const id = talentIdOf(params.talentId)
  if (id === null) throw notFound()
  const lookup = countsAsBookOpening(request, context)
    ? await context.panel.openPackage(token, { book: id })
    : await context.panel.readPackage(token)
  if (lookup.status === 'gone') return gone(request, context, lookup)
  const opened = openedOrNotFound(lookup)
  // Read without counting, the panel did not check that she is in the package.
  if (!opened.models.some((model) => model.id === id)) throw notFound()
  const locale = opened.lang
  const talent = await profileOf(context, id, locale)
  if (!talent) throw notFound()
  const view = profileView(
    talent,
    locale,
    null,
    unitsFromCookieHeader(request.headers.get('cookie')),
  )
  const shown = new Set(opened.sections)
  const photoSections = ['portfolio', 'polaroids', 'composite'] as const
  return {
    state: 'book',
    pageLanguage: pageLanguage(locale),
    documentTitle: `${view.name} · ${opened.title} · ${agency.name}`,
    packageTitle: opened.title,
    backTo: packagePath(token),
    name: view.name,
    age: view.age,
    measures: opened.showMeasures ? view.labelledMeasures : [],
    galleries: photoSections
      .filter((section) => shown.has(section) && view[section].length > 0)
      .map((section) => ({ section, images: view[section] })),
    videos: shown.has('videos') ? view.videos : [],
  } satisfies PackageBookView
}

/**
 * The client's answer, from the page's plain form: checked against the models still available,
 * limited per address, sent to the panel; then a 303 to the thanks, or the page again as typed.
 */
export async function answerPackage(
  request: Request,
  context: AppLoadContext,
  params: { token?: string },
) {
  assertSameOriginPost(request, context.publicUrl)
  const token = tokenOf(params.token)
  answeredRequests.add(context)
  const lookup = await context.panel.readPackage(token)
  if (lookup.status === 'gone') return gone(request, context, lookup)
  const opened = openedOrNotFound(lookup)
  const available = await availableModels(context, opened)
  const thanks = () => redirect(redirectPath(request, answeredPackagePath(token)), 303)
  const reply = (
    status: 400 | 413 | 429 | 503,
    values: PackageAnswerValues,
    { errors = {}, formError = null, headers }: ReplyOptions = {},
  ) => data<PackageAnswerReply>({ state: 'answer', values, errors, formError }, { status, headers })

  const form = await readFormData(request, maxAnswerBytes)
  if (!(form instanceof FormData)) {
    return reply(form.refused, emptyPackageAnswer(available.map(({ id }) => id)), {
      formError: form.refused === 413 ? formErrors.tooLong : formErrors.unreadable,
    })
  }
  if (isHoneypotFilled(form)) {
    context.logger.info({ form: 'package' }, 'package answer with the honeypot filled, dropped')
    return thanks()
  }
  const reading = readPackageAnswer(form, available, {
    askName: opened.clientName.trim() === '',
  })
  if (!reading.ok) {
    const fields = Object.keys(reading.errors)
    context.logger.info({ form: 'package', fields }, 'package answer with invalid fields, returned')
    return reply(400, reading.values, { errors: reading.errors })
  }

  const allowance = await context.formRateLimit.take(`package:${context.clientAddress}`)
  if (!allowance.allowed) {
    return reply(429, reading.values, {
      formError: formErrors.tooMany,
      headers: { 'Retry-After': String(allowance.retryAfterSeconds) },
    })
  }

  const sent = await context.panel.answerPackage(token, reading.input).catch((error: unknown) => {
    context.logger.error({ err: error, form: 'package' }, 'package answer not sent')
    return null
  })
  // The panel failed: try again later, everything kept.
  if (sent === null) return reply(503, reading.values, { formError: formErrors.sendFailed })
  if (sent.status === 'unknown') throw notFound()
  if (sent.status === 'gone') return gone(request, context, sent)
  if (sent.status === 'invalid') {
    context.logger.warn(
      { form: 'package', errors: sent.errors },
      'the panel refused a package answer',
    )
    return reply(400, reading.values, { formError: formErrors.rejected })
  }
  context.logger.info({ form: 'package', id: sent.id }, 'package answer sent')
  return thanks()
}

type ReplyOptions = {
  errors?: PackageAnswerErrors
  formError?: string | null
  headers?: HeadersInit
}

/** The package's models the booking service still lists: the ones the client can answer for. */
async function availableModels(
  context: AppLoadContext,
  opened: OpenedPackage,
): Promise<AnsweredModel[]> {
  const talents = await Promise.all(
    opened.models.map(({ id }) => profileOf(context, id, opened.lang)),
  )
  return opened.models.flatMap(({ id }, index) => {
    const talent = talents[index]
    return talent ? [{ id, name: talent.name }] : []
  })
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import express, { type NextFunction, type Request, type Response } from 'express'
import {
  adminContext,
  type BackOfficeOptions,
  contextMiddleware,
  languageSwitch,
  messages,
  sameOriginOnly,
} from './context'
import { MessagePage } from './pages/auth'
import { authRoutes, requireSignedIn } from './routes/auth'
import { notFound } from './routes/not-found'
import { homeArea, NotInRoleError, requireRole } from './roles'
import { sendPage, seeOther } from './ui/render'
import { packagePath } from '../../common/package-path'

export type { BackOfficeOptions } from './context'
export { createOrResetAccount } from './accounts'

/** A part of the back office behind the sign-in (the inbox, the models, the content…). */
export type BackOfficeSection = (options: BackOfficeOptions) => express.Router

const require = createRequire(import.meta.url)
const stylesheet = readFileSync(packagePath('services/panel/admin/ui/admin.css'))
const fonts: Record<string, string> = {
  'inter.woff2': require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
  'inter-ext.woff2':
    require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'),
  'bodoni.woff2':
    require.resolve('@fontsource-variable/bodoni-moda/files/bodoni-moda-latin-wght-normal.woff2'),
}

/**
 * The panel's back office, where the agency's staff read what visitors send and edit the news,
 * the home slides and the links. Mounted under the panel, so it deploys with it: at
 * `/panel/admin` in the site's process, at `/admin` when the panel runs alone.
 */
export function createBackOffice(
  options: BackOfficeOptions,
  sections: BackOfficeSection[] = [],
): express.Router {
  const router = express.Router()

  router.get('/assets/admin.css', (_request, response) => {
    response.set('Cache-Control', 'no-cache').type('css').send(stylesheet)
  })
  router.get('/assets/:font', (request, response, next) => {
    const file = fonts[request.params.font]
    if (!file) return next()
    response.set('Cache-Control', 'public, max-age=31536000, immutable')
    response.sendFile(file)
  })

  router.use(backOfficeHeaders)
  router.use((_request, response, next) => {
    response.locals.secureCookies = options.secureCookies === true
    next()
  })
  router.use(languageSwitch)
  router.use(sameOriginOnly)
  router.use(contextMiddleware(options))

  router.get('/', (_request, response) => {
    const { base, session } = adminContext(response)
    seeOther(response, `${base}/${homeArea(session?.account.role ?? 'admin')}`)
  })
  router.use(authRoutes(options))
  router.use(requireSignedIn)
  // Before every section: what the account's role does not include is refused here.
  router.use(requireRole())
  for (const section of sections) router.use(section(options))

  router.use((_request, response) => notFound(response))
  router.use(errorPage(options))
  return router
}

/** Never indexed, never cached, never framed, no script; a form may hand over to `mailto:`. */
function backOfficeHeaders(_request: Request, response: Response, next: NextFunction) {
  response.set({
    'X-Robots-Tag': 'noindex, nofollow',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'self'",
      "font-src 'self'",
      // Photos of the quote requests' favourites come from the site's image endpoint.
      "img-src 'self' data: https: http:",
      "media-src 'self'",
      "form-action 'self' mailto:",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'Referrer-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  })
  next()
}

function errorPage({ logger }: BackOfficeOptions) {
  return (error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const status = httpStatus(error)
    if (status >= 500) logger?.error({ err: error }, 'back office request failed')
    if (!response.locals.admin) {
      // Refused before the context was read (another origin): a page in the default language.
      response.locals.admin = {
        lang: 'pt',
        base: _request.baseUrl,
        csrf: '',
        url: _request.originalUrl,
      }
    }
    const m = messages(response).errors
    const role = adminContext(response).session?.account.role
    const [title, text] =
      error instanceof NotInRoleError && role
        ? [m.notInRoleTitle, m.notInRole(messages(response).roles[role])]
        : status === 403
          ? [m.forbiddenTitle, m.forbidden]
          : status === 413
            ? [m.unexpectedTitle, m.tooLarge]
            : [m.unexpectedTitle, m.unexpected]
    if (response.headersSent) return
    sendPage(response, MessagePage({ admin: adminContext(response), title, text }), status)
  }
}

function httpStatus(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null && 'status' in error
      ? Number((error as { status: unknown }).status)
      : 500
  return status >= 400 && status < 600 ? status : 500
}

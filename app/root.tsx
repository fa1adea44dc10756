import { lazy, Suspense, useEffect } from 'react'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import fontsStylesheet from './fonts.css?url'
import { ErrorPageGuard } from './components/error-page-guard'
import { PageContent } from './components/layout/page-content'
import { SiteShell } from './components/layout/site-shell'
import { useNonce } from './components/nonce-provider'
import { PageStarter } from './components/page-starter'
import { languageTags, localeFromPath } from './i18n/locales'
import { usePageLanguage } from './i18n/page-language'
import { resolvePage } from './i18n/pages'
import { resourcesFor } from './i18n/resources.server'
import { TranslationProvider } from './i18n/translation'
import { reloadAfterChunkError } from './lib/page/chunk-reload'
import { loadAgencyLinks } from './lib/page/social-links.server'
import { isChunkLoadError } from './lib/page/errors'
import { jsonLdText, organizationData } from './lib/page/structured-data'
import { unitsFromCookieHeader } from './lib/measures/units'

// The error page's code comes with an error, not with every page. Where the server rendered
// it, it hydrates once its code arrives, fetched at once; its props do not change meanwhile.
const ErrorPage = lazy(() =>
  import('./components/error-page').then((module) => ({ default: module.ErrorPage })),
)

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet at the top of the head, before the scripts'
  // modulepreloads, so the one file that holds back the first paint is asked for first.
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/**
 * The home and contact pages describe the agency to search engines (name, address, telephone,
 * logo, social profiles). It is the root's to give: the social links are its data already.
 */
function describesAgency(pathname: string) {
  const page = resolvePage(pathname)?.page
  return page === 'home' || page === 'contact'
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const locale = localeFromPath(pathname)
  const links = await loadAgencyLinks(context)
  return {
    locale,
    // Only this locale's strings: the others never reach the browser.
    resources: resourcesFor(locale),
    year: new Date().getFullYear(),
    links,
    // The units the visitor reads measures in (`useUnits()`), from the toggle's cookie.
    units: unitsFromCookieHeader(request.headers.get('cookie')),
    // Serialised here, so that the browser receives the text and none of the code that builds it.
    organization: describesAgency(pathname)
      ? jsonLdText(organizationData(context.publicUrl, links))
      : null,
  }
}

// The root's data is the language's strings: fetch it again when the language changes, and when
// the page is revalidated in place (the units toggle does, having set its cookie).
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const { pathname } = useLocation()
  const nonce = useNonce()
  // A package's page speaks the package's language, not its address's (`usePageLanguage`).
  const pageLanguage = usePageLanguage()
  const locale = pageLanguage?.locale ?? data?.locale ?? localeFromPath(pathname)
  const resources = pageLanguage?.resources ?? data?.resources

  return (
    <html lang={languageTags[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ffffff" />
        <PageStarter />
        <Meta />
        {data?.organization && describesAgency(pathname) ? (
          // A data block, never executed: the CSP's script nonce does not concern it.
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: data.organization }}
          />
        ) : null}
        <Links />
        {/* The web fonts: added with the page's script (app/lib/page/page-starter.ts), or read at once without script. */}
        <noscript
          data-after-first-screen=""
          dangerouslySetInnerHTML={{ __html: `<link rel="stylesheet" href="${fontsStylesheet}">` }}
        />
      </head>
      <body className="flex min-h-dvh flex-col bg-paper text-ink antialiased">
        {data && resources ? (
          <TranslationProvider locale={locale} resources={resources}>
            <SiteShell year={data.year} links={data.links}>
              {children}
            </SiteShell>
          </TranslationProvider>
        ) : (
          <PageContent>{children}</PageContent>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  useEffect(() => {
    // A route module that failed to load after a deploy: reload to get the new ones.
    if (isChunkLoadError(error)) reloadAfterChunkError()
  }, [error])
  if (!isRouteErrorResponse(error) && import.meta.env.DEV) console.error(error)
  return (
    <ErrorPageGuard pathname={pathname}>
      <Suspense fallback={null}>
        <ErrorPage error={error} />
      </Suspense>
    </ErrorPageGuard>
  )
}

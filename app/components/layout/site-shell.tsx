import type { ReactNode } from 'react'
import { useTranslation } from '~/i18n/translation'
import { OnceNavigating } from '~/components/navigation/once-navigating'
import { ConnectionStatus } from '~/components/navigation/connection-status'
import { LoadingOverlay, ProgressBar } from '~/components/navigation/page-feedback'
import { Toasts } from '~/components/toaster'
import { usePage } from '~/i18n/use-page'
import type { AgencyLinks } from '~/lib/page/social-links'
import { SiteFooter } from './site-footer'
import { PageContent } from './page-content'
import { SiteHeader } from './site-header'

type SiteShellProps = {
  year: number
  links: AgencyLinks
  children: ReactNode
}

/**
 * Header, page area and footer around every page, with the feedback a visitor waits on (progress
 * bar, loading overlay, connection status, toasts), none showing anything on arrival.
 */
export function SiteShell({ year, links, children }: SiteShellProps) {
  const { t } = useTranslation()
  const onContactPage = usePage()?.page === 'contact'

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] bg-ink px-4 py-3 text-paper focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('site.skipToContent')}
      </a>
      <OnceNavigating>
        <ProgressBar />
      </OnceNavigating>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <PageContent>{children}</PageContent>
      </main>
      <SiteFooter year={year} links={links} emphasized={onContactPage} />
      <OnceNavigating>
        <LoadingOverlay />
      </OnceNavigating>
      {/* Not a later chunk: a connection lost before it came would keep the notice from showing. */}
      <ConnectionStatus />
      <Toasts />
    </>
  )
}

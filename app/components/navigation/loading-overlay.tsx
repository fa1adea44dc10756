import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useLocation, useNavigation } from 'react-router'
import { agency } from '~/config/agency'
import { progressBar } from '~/config/business'
import { localeFromPath } from '~/i18n/locales'

/**
 * The full-screen overlay while a route change loads its data: at once when the
 * language is switched, as the whole page is about to change words; after the progress bar's
 * throttle for other pages, so that quick navigations do not flash.
 */
export function LoadingOverlay() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const location = useLocation()
  const next = navigation.location
  const changingPage =
    navigation.state === 'loading' && next !== undefined && next.pathname !== location.pathname
  const switchingLanguage =
    changingPage && localeFromPath(next.pathname) !== localeFromPath(location.pathname)
  // The key of the pending location whose throttle has run out.
  const [slowLocationKey, setSlowLocationKey] = useState<string | null>(null)
  const pendingKey = changingPage ? next.key : null

  useEffect(() => {
    if (pendingKey === null) return
    const timer = setTimeout(() => setSlowLocationKey(pendingKey), progressBar.throttleMs)
    return () => clearTimeout(timer)
  }, [pendingKey])

  const visible = changingPage && (switchingLanguage || slowLocationKey === pendingKey)
  if (!visible) return null
  return (
    <div
      role="status"
      data-testid="loading-overlay"
      className="fixed inset-0 z-50 flex animate-fade-in items-center justify-center bg-paper/85 backdrop-blur-[2px]"
    >
      <span className="sr-only">{t('status.loading')}</span>
      <span
        aria-hidden="true"
        className="font-display text-2xl tracking-name uppercase motion-safe:animate-pulse"
      >
        {agency.name}
      </span>
    </div>
  )
}

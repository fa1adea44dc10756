import { useContext, useSyncExternalStore } from 'react'
import { UNSAFE_DataRouterContext } from 'react-router'
import { agency } from '~/config/agency'
import { useTranslation } from '~/i18n/translation'
import { switchingLanguage } from './router-activity'

/** What the loading overlay shows: the agency's name over the page, dimmed. */
export function OverlayFace() {
  const { t } = useTranslation()
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

const subscribeToNothing = () => () => undefined

/**
 * The overlay of a language switch made before the overlay's own code came (the visit's first
 * tap on a phone is often the switch itself): it covers the page from the tap, as the
 * specification asks, until that code takes over with its 600 ms hold.
 */
export function LanguageSwitchCover() {
  const router = useContext(UNSAFE_DataRouterContext)?.router
  const switching = useSyncExternalStore(
    router ? (onChange) => router.subscribe(onChange) : subscribeToNothing,
    () => (router ? switchingLanguage(router.state) : false),
    () => false,
  )
  return switching ? <OverlayFace /> : null
}

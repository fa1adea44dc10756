import { useLocation } from 'react-router'
import { useTranslation } from '~/i18n/translation'
import { agency } from '~/config/agency'
import { overlayCovers } from './feedback-store'
import { useNavigationFeedback } from './use-navigation-feedback'

/**
 * The full-screen overlay while a route change loads: after the progress bar's throttle, so
 * that quick navigations do not flash; at once when the language is switched, as the whole
 * page is about to change words, and for at least 600 ms then, however soon the page comes.
 * It goes in the very render that shows the new page: `useLocation()` is the location of the
 * page on screen, which React changes only when it draws that page.
 */
export function LoadingOverlay() {
  const { t } = useTranslation()
  const { pageChange } = useNavigationFeedback()
  const shown = useLocation()

  if (!overlayCovers(pageChange, shown.key)) return null
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

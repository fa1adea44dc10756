import { useTranslation } from '~/i18n/translation'
import { progressBar } from '~/config/business'
import { useNavigationFeedback } from './use-navigation-feedback'

/**
 * The bar at the top during navigations and fetcher requests: it appears only after
 * 200 ms, so quick ones show nothing, advances over about 5 s, then fills and hides 500 ms
 * after the end; a request that failed, a fetcher's included, leaves it red before it hides.
 */
export function ProgressBar() {
  const { t } = useTranslation()
  const { bar: phase } = useNavigationFeedback()

  if (phase === 'hidden') return null
  return (
    <div
      role="progressbar"
      aria-label={t('status.loading')}
      data-phase={phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className={
          phase === 'running'
            ? 'h-full origin-left animate-[progress-advance_var(--progress-duration)_cubic-bezier(0.1,0.6,0.3,1)_forwards] bg-ink'
            : `h-full origin-left transition-transform duration-200 ${phase === 'failed' ? 'bg-danger' : 'bg-ink'}`
        }
        style={{ ['--progress-duration' as string]: `${progressBar.durationMs}ms` }}
      />
    </div>
  )
}

import { useEffect, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useFetchers, useNavigation, useRouteError } from 'react-router'
import { progressBar } from '~/config/business'
import { summarizeError } from '~/lib/errors'

type Phase = 'hidden' | 'running' | 'finishing' | 'failed'

// The root layout is mounted anew when a navigation ends on the error page, so whether the
// visitor has navigated at all must outlive it: an error on the first load is no failed request.
let navigatedBefore = false

/**
 * The bar at the top during navigations and fetcher requests: it appears only after
 * 200 ms, so quick ones show nothing, advances over about 5 s, then fills and hides 500 ms
 * after the end; a request that failed leaves it red before it hides.
 */
export function ProgressBar() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const error = useRouteError()
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const requestFailed = error !== undefined && summarizeError(error).kind === 'server'
  const [phase, setPhase] = useState<Phase>(() =>
    requestFailed && navigatedBefore ? 'failed' : 'hidden',
  )
  const [wasBusy, setWasBusy] = useState(busy)
  if (busy !== wasBusy) {
    setWasBusy(busy)
    if (!busy && phase === 'running') setPhase('finishing')
  }

  useEffect(() => {
    if (!busy) return
    navigatedBefore = true
    const timer = setTimeout(() => setPhase('running'), progressBar.throttleMs)
    return () => clearTimeout(timer)
  }, [busy])

  useEffect(() => {
    if (phase !== 'finishing' && phase !== 'failed') return
    const timer = setTimeout(() => setPhase('hidden'), progressBar.hideDelayMs)
    return () => clearTimeout(timer)
  }, [phase])

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

import { useTranslation } from '~/i18n/translation'
import { useNavigate } from 'react-router'
import { AppLink } from '~/components/app-link'
import { ArrowLeftIcon } from '~/components/control-icons'

/**
 * Back goes one step back in history, to the board the visitor came from and its scroll
 * position; a profile opened directly (a shared link) has nowhere to go back to, so the
 * link leads to the board instead. Without JavaScript it is that link.
 */
function hasPreviousEntry() {
  const state: unknown = window.history.state
  return (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number' &&
    state.idx > 0
  )
}

export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <AppLink
      to={to}
      onClick={(event) => {
        // React Router numbers the entries of a visit; the first one has nowhere to go back to.
        if (!hasPreviousEntry()) return
        event.preventDefault()
        void navigate(-1)
      }}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 px-2 text-sm tracking-[0.14em] text-muted uppercase hover:text-ink"
    >
      <ArrowLeftIcon />
      {t('profile.back')}
    </AppLink>
  )
}

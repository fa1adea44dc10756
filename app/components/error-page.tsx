import { useTranslation } from '~/i18n/translation'
import { useNavigate } from 'react-router'
import { AppLink } from '~/components/app-link'
import { agency } from '~/config/agency'
import { summarizeError } from '~/lib/page/errors'
import { usePathTo } from '~/i18n/use-locale'

/**
 * The error page: the status large, the message beneath; for a 404 only, Return (one step
 * back) and HOME. Its messages are set wording (`errors` in `app/i18n/en.ts`), translated.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const pathTo = usePathTo()
  const { status, kind } = summarizeError(error)
  const message =
    kind === 'unknown-language'
      ? t('errors.unknownLanguage')
      : kind === 'not-found'
        ? t('errors.notFound')
        : t('errors.unexpected')

  function returnOneStep() {
    // React Router numbers the entries it pushed: at 0 the visitor arrived here directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) void navigate(-1)
    else if (window.history.length > 1) window.history.back()
    else void navigate(pathTo('home'))
  }

  return (
    <section
      aria-labelledby="error-message"
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <title>{`${message} | ${agency.name}`}</title>
      <p
        aria-label={t('errors.statusLabel', { status })}
        className="font-display text-[clamp(5rem,22vw,11rem)] leading-none motion-safe:animate-rise"
      >
        {status}
      </p>
      <h1
        id="error-message"
        className="mt-6 text-lg tracking-wide motion-safe:animate-rise motion-safe:[animation-delay:120ms]"
      >
        {message}
      </h1>
      {status === 404 && (
        <div className="mt-10 flex flex-wrap justify-center gap-3 motion-safe:animate-rise motion-safe:[animation-delay:240ms]">
          <button
            type="button"
            onClick={returnOneStep}
            className="min-h-11 min-w-36 border border-ink px-6 text-sm tracking-[0.14em] uppercase hover:bg-mist"
          >
            {t('errors.return')}
          </button>
          <AppLink
            to={pathTo('home')}
            className="inline-flex min-h-11 min-w-36 items-center justify-center bg-ink px-6 text-sm tracking-[0.14em] text-paper uppercase hover:opacity-85"
          >
            {t('errors.home')}
          </AppLink>
        </div>
      )}
    </section>
  )
}

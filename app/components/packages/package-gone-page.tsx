import { MailIcon } from '~/components/icons'
import { agency } from '~/config/agency'
import { useTranslation } from '~/i18n/translation'
import type { GonePackageView } from '~/lib/packages/package-page.server'

const linkClasses =
  'inline-flex min-h-11 items-center gap-3 underline decoration-line-strong underline-offset-4 hover:decoration-ink'

/**
 * A package's link that no longer works (410): expired or withdrawn, and how to reach the
 * agency for it, as the contact page gives the e-mail and phone.
 */
export function PackageGonePage({ view }: { view: GonePackageView }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="package-gone"
      data-package-gone={view.reason}
      className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-20 text-center"
    >
      <p
        aria-label={t('errors.statusLabel', { status: 410 })}
        className="font-display text-[clamp(5rem,22vw,11rem)] leading-none"
      >
        410
      </p>
      <h1 id="package-gone" className="mt-6 font-display text-2xl sm:text-3xl">
        {t('packages.gone.title')}
      </h1>
      <p className="mt-4 max-w-measure">{t(`packages.gone.${view.reason}`)}</p>
      <p className="mt-6 max-w-measure text-muted">
        {t('packages.gone.contact', { agency: agency.name })}
      </p>
      <ul className="mt-2 flex flex-col items-center">
        <li>
          <a href={`mailto:${view.contact.email}`} className={linkClasses}>
            <MailIcon />
            {view.contact.email}
          </a>
        </li>
        <li>
          <a href={`tel:${view.contact.phoneHref}`} className={linkClasses}>
            <span className="sr-only">{t('forms.fields.phone')}: </span>
            <span className="tabular-nums">{view.contact.phone}</span>
          </a>
        </li>
      </ul>
    </section>
  )
}

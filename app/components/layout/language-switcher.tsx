import { useTranslation } from '~/i18n/translation'
import { useLocation } from 'react-router'
import { AppLink } from '~/components/app-link'
import { languageTags, locales } from '~/i18n/locales'
import { switchLanguagePath } from '~/i18n/pages'
import { useLocale } from '~/i18n/use-locale'

/**
 * EN · ES · PT: the same page in another language, by the slug table. Each link is named by the
 * code it shows, then the language's own name for screen readers ("pt Português"): the name holds
 * what the eye reads, so a person speaking to the page can say it (WCAG 2.5.3, label in name).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const current = useLocale()
  const { pathname, search } = useLocation()
  return (
    <nav aria-label={t('nav.language')}>
      <ul className="flex items-center text-xs font-medium tracking-[0.12em]">
        {locales.map((locale, index) => (
          <li key={locale} className="flex items-center">
            {index > 0 && (
              <span aria-hidden="true" className="text-muted">
                ·
              </span>
            )}
            <AppLink
              to={switchLanguagePath(pathname, search, locale)}
              hrefLang={languageTags[locale]}
              lang={languageTags[locale]}
              aria-current={locale === current ? 'true' : undefined}
              className={`inline-flex min-h-11 min-w-7 items-center justify-center ${
                locale === current
                  ? 'text-ink underline underline-offset-4'
                  : 'text-muted hover:text-ink'
              }`}
            >
              <span className="uppercase">{locale}</span>
              <span className="sr-only"> {t(`nav.languageNames.${locale}`)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { PrintIcon } from '~/components/control-icons'
import { PageHeading } from '~/components/page-heading'
import { BackLink } from '~/components/profile/back-link'
import { usePathTo } from '~/i18n/use-locale'
import type { Comparison } from '~/lib/favorites/compare.server'
import { CompareTable } from './compare-table'

/**
 * The compare page: the table of two to four models, or why there is none and the way back
 * to choose. Back leads to the selection of these models (`/favorites?ids=…`), which a
 * shared link's recipient has too.
 */
export function ComparePage({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation()
  const pathTo = usePathTo()
  const selection =
    comparison.ids.length > 0
      ? `${pathTo('favorites')}?ids=${comparison.ids.join(',')}`
      : pathTo('favorites')

  return (
    <div data-compare="">
      <PageHeading title={t('pages.compare.title')} />
      <div className="mx-auto flex max-w-[1600px] flex-col gap-6 px-6 pb-20 lg:px-12 print:p-0">
        {comparison.status === 'ready' ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4 print:hidden">
              <BackLink to={selection} />
              <button
                type="button"
                onClick={() => window.print()}
                className="inline-flex min-h-11 items-center gap-2 px-2 text-sm tracking-[0.08em] uppercase hover:underline"
              >
                <PrintIcon />
                {t('compare.print')}
              </button>
            </div>
            <CompareTable talents={comparison.talents} />
          </>
        ) : (
          <div className="flex min-h-[30vh] flex-col items-center justify-center gap-4 text-center">
            <p
              role={comparison.status === 'empty' ? undefined : 'alert'}
              data-compare-problem={comparison.status}
              className="max-w-measure font-display text-2xl"
            >
              {t(
                comparison.status === 'empty'
                  ? 'compare.empty'
                  : comparison.status === 'too-few'
                    ? 'compare.tooFew'
                    : comparison.status === 'too-many'
                      ? 'compare.tooManyPage'
                      : 'compare.unavailable',
              )}
            </p>
            <AppLink to={selection} className="text-sm tracking-[0.14em] uppercase underline">
              {comparison.ids.length > 0 ? t('compare.toSelection') : t('compare.toFavorites')}
            </AppLink>
          </div>
        )}
      </div>
    </div>
  )
}

import { useTranslation } from '~/i18n/translation'
import { AppLink } from '~/components/app-link'
import { Image } from '~/components/image'
import { InitialsPlaceholder } from '~/components/initials-placeholder'
import { intlLocales } from '~/i18n/locales'
import { type ComparedTalent, comparisonRows } from '~/lib/favorites/compare'

/**
 * The models side by side as a real table: a column per model (its photo and name, a link to
 * the profile, as the column's header), a row per measure (its name as the row's header), so
 * that a screen reader names both for every cell. A measure a model lacks reads "Not given".
 * On paper: the site's header and footer stay off, the photos shrink to fit a sheet of A4.
 */
export function CompareTable({ talents }: { talents: readonly ComparedTalent[] }) {
  const { t, locale } = useTranslation()
  const rows = comparisonRows(talents.map((talent) => talent.measures))
  const names = new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(
    talents.map((talent) => talent.name),
  )

  return (
    <table data-compare-table="" className="w-full table-fixed border-collapse text-sm">
      <caption className="pb-4 text-left text-xs tracking-[0.14em] text-muted uppercase">
        {t('compare.caption', { names })}
      </caption>
      <thead>
        <tr>
          <td className="w-20 sm:w-36 print:w-[28mm]" />
          {talents.map((talent, index) => (
            <th key={talent.id} scope="col" className="px-1 pb-3 align-bottom font-normal sm:px-2">
              <AppLink to={talent.href} className="group block">
                <Image
                  src={talent.cover}
                  width={800}
                  height={1200}
                  sizes="(min-width: 1024px) 20vw, 22vw"
                  alt=""
                  priority={index === 0}
                  eager
                  className="mx-auto w-full max-w-56 print:w-[32mm]"
                  fallback={<InitialsPlaceholder name={talent.name} size="thumbnail" />}
                />
                <span className="mt-2 block text-[0.7rem] leading-snug tracking-name break-words uppercase group-hover:underline sm:text-sm">
                  {talent.name}
                </span>
              </AppLink>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.key}
            data-measure={row.key}
            className="break-inside-avoid border-t border-line"
          >
            <th
              scope="row"
              className="py-3 pr-2 text-left align-top text-[0.7rem] font-normal tracking-[0.14em] text-muted uppercase"
            >
              {row.label}
            </th>
            {row.values.map((value, column) => (
              <td
                key={talents[column]?.id ?? column}
                className="px-1 py-3 text-center align-top tabular-nums first-letter:uppercase sm:px-2"
              >
                {value ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="sr-only">{t('compare.notGiven')}</span>
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

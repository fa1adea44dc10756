import { useTranslation } from '~/i18n/translation'
import { labelledMeasures, type Measure } from '~/lib/measures'

/** The measures in one line of label/value pairs: label small and grey, value in tabular figures. */
export function MeasuresRow({
  age,
  measures,
  className = '',
}: {
  age: number | null
  measures: readonly Measure[]
  className?: string
}) {
  const { t } = useTranslation()
  const entries = labelledMeasures(measures, t, age)
  if (entries.length === 0) return null
  return (
    <dl
      aria-label={t('profile.measures')}
      className={`flex flex-wrap gap-x-6 gap-y-3 ${className}`}
    >
      {entries.map(({ key, label, value }) => (
        <div key={key} data-measure={key} className="flex flex-col">
          <dt className="text-[0.7rem] tracking-[0.14em] text-muted uppercase">{label}</dt>
          <dd className="text-sm tabular-nums first-letter:uppercase">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

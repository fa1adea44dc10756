import { useTranslation } from '~/i18n/translation'
import type { LabelledMeasure } from '~/lib/measures/measures'

/** The measures in one line of label/value pairs: label small and grey, value in tabular figures. */
export function MeasuresRow({
  entries,
  className = '',
}: {
  /** Labelled on the server (`labelledMeasures`), in the visitor's units. */
  entries: readonly LabelledMeasure[]
  className?: string
}) {
  const { t } = useTranslation()
  if (entries.length === 0) return null
  return (
    <dl
      aria-label={t('profile.measures')}
      className={`flex flex-wrap gap-x-6 gap-y-3 ${className}`}
    >
      {entries.map(({ key, label, value }) => (
        <div key={key} data-measure={key} className="flex flex-col">
          <dt className="font-caps text-[0.7rem] tracking-[0.14em] text-muted uppercase">
            {label}
          </dt>
          <dd className="text-sm tabular-nums first-letter:uppercase">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

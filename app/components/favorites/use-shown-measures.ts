import { useUnits } from '~/components/units/use-units'
import { useLocale } from '~/i18n/use-locale'
import { type Measure, type MeasuredTalent, measuresOf } from '~/lib/measures'

/**
 * The one place where the compare table turns a talent into the measures it shows: the same
 * function as the profile's, in the visitor's units (decision 019), so the table shows each
 * measure as the profile does.
 */
export function useShownMeasures(): (talent: MeasuredTalent) => Measure[] {
  const locale = useLocale()
  const units = useUnits()
  return (talent) => measuresOf(talent, locale, units)
}

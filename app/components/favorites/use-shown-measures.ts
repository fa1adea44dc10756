import { useLocale } from '~/i18n/use-locale'
import { type Measure, type MeasuredTalent, measuresOf } from '~/lib/measures'

/**
 * The one place where the compare table turns a talent into the measures it shows: the same
 * function as the profile's, so the table shows each measure as the profile does.
 *
 * Issue 18's units give `measuresOf` the visitor's units as a last parameter and a hook,
 * `useUnits()` (`~/components/units/use-units`), that reads them from the root's data. Wiring
 * them in is this one line: `const units = useUnits()`, with `units` passed on below. Until then
 * the table shows what the profile shows, centimetres and the panel's shoe sizes.
 */
export function useShownMeasures(): (talent: MeasuredTalent) => Measure[] {
  const locale = useLocale()
  return (talent) => measuresOf(talent, locale)
}

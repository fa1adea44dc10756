import { type FormEvent, useState } from 'react'
import { useLocation, useRevalidator } from 'react-router'
import { useTranslation } from '~/i18n/translation'
import {
  lengthUnits,
  shoeScales,
  type Units,
  unitsCookie,
  unitsPath,
  withChoice,
} from '~/lib/measures/units'
import { useUnits } from './use-units'

/**
 * Centimetres or feet and inches, EU, US or UK shoe sizes, as toggle buttons (`aria-pressed`).
 * Without JavaScript each posts to `/units`; with it the cookie is written here and the page's
 * data fetched again in place (decision 019).
 */
export function UnitsToggle({ className = '' }: { className?: string }) {
  const { t } = useTranslation()
  const units = useUnits()
  const revalidator = useRevalidator()
  const { pathname, search } = useLocation()
  // Pressed at once, while the measures come in the new units.
  const [chosen, setChosen] = useState<Units | null>(null)
  const shown = chosen && revalidator.state === 'loading' ? chosen : units

  function choose(event: FormEvent<HTMLFormElement>) {
    const { nativeEvent } = event
    const button = nativeEvent instanceof SubmitEvent ? nativeEvent.submitter : null
    // A browser that does not say which button sent the form posts it as it is.
    if (!(button instanceof HTMLButtonElement)) return
    event.preventDefault()
    const next = withChoice(
      shown,
      button.name === 'length' ? { length: button.value } : { shoes: button.value },
    )
    if (!next) return
    document.cookie = unitsCookie(next, { secure: window.location.protocol === 'https:' })
    setChosen(next)
    void revalidator.revalidate()
  }

  const legendClasses =
    'float-left mr-2 font-caps text-[0.7rem] tracking-[0.14em] text-muted uppercase'

  return (
    <form
      method="post"
      action={unitsPath}
      onSubmit={choose}
      data-units-toggle=""
      // Held by the page starter until React runs (decision 021); without script the form posts.
      data-script-control=""
      className={`flex flex-wrap items-center gap-x-6 print:hidden ${className}`}
    >
      <input type="hidden" name="to" value={pathname + search} />
      <fieldset className="flex items-center">
        <legend className={legendClasses}>{t('units.length')}</legend>
        {lengthUnits.map((unit) => (
          <button
            key={unit}
            type="submit"
            name="length"
            value={unit}
            aria-pressed={shown.length === unit}
            className="units-choice"
          >
            {t(`units.${unit}`)}
          </button>
        ))}
      </fieldset>
      <fieldset className="flex items-center">
        <legend className={legendClasses}>{t('units.shoes')}</legend>
        {shoeScales.map((scale) => (
          <button
            key={scale}
            type="submit"
            name="shoes"
            value={scale}
            aria-pressed={shown.shoes === scale}
            className="units-choice"
          >
            {t(`units.${scale}`)}
          </button>
        ))}
      </fieldset>
    </form>
  )
}

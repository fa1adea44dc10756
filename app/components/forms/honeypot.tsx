import { useTranslation } from '~/i18n/translation'
import { honeypotField } from '~/lib/forms/form-fields'

/**
 * The honeypot, a field that catches form-filling robots: off screen, out of the tab order
 * and hidden from assistive technology, so only a robot fills it.
 */
export function Honeypot() {
  const { t } = useTranslation()
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t('forms.honeypot')}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}

import { useTranslation } from 'react-i18next'
import { SendButton, type SendState } from './send-button'

type FormOutcomeProps = {
  state: SendState
  /** What went wrong with the form as a whole, in the visitor's language. */
  errors: readonly string[]
  /** How many fields are marked invalid: any at all adds the "see the fields" summary. */
  invalidFields: number
  /** Shown once the form is sent. */
  thanks: string
}

/**
 * The end of a form: what went wrong as a whole, the send button, and what is happening.
 * The alert region is always there, as one that appears with its message is not reliably
 * read; the status line says "sending" and then the thanks.
 */
export function FormOutcome({ state, errors, invalidFields, thanks }: FormOutcomeProps) {
  const { t } = useTranslation()
  return (
    <>
      <div role="alert" className="text-sm text-danger" data-form-error="">
        {errors.map((error) => (
          <p key={error}>{error}</p>
        ))}
        {invalidFields > 0 ? <p>{t('forms.errors.summary')}</p> : null}
      </div>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SendButton state={state} />
        <p role="status" className="text-sm" data-form-status="">
          {state === 'sending' ? t('forms.sendingStatus') : null}
          {state === 'sent' ? thanks : null}
        </p>
      </div>
    </>
  )
}

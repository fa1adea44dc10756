import { useTranslation } from '~/i18n/translation'
import { SendButton, type SendState } from './send-button'

type FormOutcomeProps = {
  state: SendState
  /** What went wrong with the form as a whole, in the visitor's language. */
  errors: readonly string[]
  /** How many fields are marked invalid: any at all adds the "see the fields" summary. */
  invalidFields: number
  /** Shown once the form is sent. */
  thanks: string
  /** How much of an upload has gone, from 0 to 1, while it goes. */
  progress?: number | null
  /** What the status line says while sending, if not the usual. */
  sendingText?: string
}

/**
 * The end of a form: what went wrong as a whole, the send button, and what is happening.
 * The alert region is always there, as one that appears with its message is not reliably
 * read; the status line says "sending" and then the thanks.
 */
export function FormOutcome({
  state,
  errors,
  invalidFields,
  thanks,
  progress = null,
  sendingText,
}: FormOutcomeProps) {
  const { t } = useTranslation()
  const uploading = state === 'sending' && progress !== null
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
          {state === 'sending' ? (sendingText ?? t('forms.sendingStatus')) : null}
          {state === 'sent' ? thanks : null}
        </p>
      </div>
      {uploading ? (
        <progress
          value={Math.round(progress * 100)}
          max={100}
          aria-label={t('forms.uploadProgress')}
          className="h-1 w-full appearance-none accent-ink"
          data-upload-progress=""
        />
      ) : null}
    </>
  )
}

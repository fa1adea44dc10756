import { useTranslation } from '~/i18n/translation'
import { CheckIcon, SpinnerIcon } from '~/components/control-icons'

export type SendState = 'idle' | 'sending' | 'sent'

/**
 * The forms' send button: Send, then Sending with a spinner, then Sent with a
 * check. It stays a submit button throughout (a second press while sending is ignored, not
 * refused by a disabled control that would lose the keyboard's focus).
 */
export function SendButton({ state }: { state: SendState }) {
  const { t } = useTranslation()
  return (
    <button
      type="submit"
      aria-disabled={state === 'sending' || undefined}
      data-send-state={state}
      onClick={(event) => {
        if (state === 'sending') event.preventDefault()
      }}
      className="inline-flex min-h-12 w-full items-center justify-center gap-2 bg-ink px-10 text-sm tracking-[0.14em] text-paper uppercase transition-colors duration-200 hover:bg-ink/85 sm:w-auto"
    >
      {state === 'sending' ? <SpinnerIcon width={18} height={18} /> : null}
      {state === 'sent' ? <CheckIcon width={18} height={18} /> : null}
      <span>
        {state === 'sending'
          ? t('forms.sending')
          : state === 'sent'
            ? t('forms.sent')
            : t('forms.send')}
      </span>
    </button>
  )
}

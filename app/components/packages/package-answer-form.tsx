import { useEffect, useId, useRef } from 'react'
import { Form, useLocation, useNavigation } from 'react-router'
import { FormSection } from '~/components/forms/form-section'
import { Honeypot } from '~/components/forms/honeypot'
import { SendButton } from '~/components/forms/send-button'
import { useTranslation } from '~/i18n/translation'
import type { PackageAnswerReply } from '~/lib/packages/package-page.server'
import { packagePicks } from '../../../contracts/fields'
import {
  commentField,
  nameField,
  type PackageAnswerErrors,
  type PackageAnswerValues,
  pickField,
  picksField,
} from '~/lib/packages/package-answer'

type AnswerReply = Extract<PackageAnswerReply, { state: 'answer' }>

const controlClasses =
  'block w-full border border-line-strong bg-paper px-3 text-base text-ink transition-colors duration-200 hover:border-ink aria-invalid:border-2 aria-invalid:border-danger'
const errorClasses = 'min-h-5 text-sm text-danger'

/**
 * The client's answer: Yes, Maybe or No for each model still available, a comment if they
 * like, and their name when the booker did not give it. A plain post to the page, checked on
 * the server: it works without JavaScript, and a refused one comes back with everything typed
 * (`values`) and each error beneath its field, tied to it and summed up in the alert.
 */
export function PackageAnswerForm({
  models,
  askName,
  initial,
  reply,
}: {
  models: readonly { id: number; name: string }[]
  askName: boolean
  /** The form as it first shows. */
  initial: PackageAnswerValues
  /** What a refused post gave back: what was typed, and the errors as translation keys by field. */
  reply: AnswerReply | null
}) {
  const { t, has } = useTranslation()
  const values = reply?.values ?? initial
  const errors: PackageAnswerErrors = reply?.errors ?? {}
  const formError = reply?.formError ?? null
  const formRef = useRef<HTMLFormElement>(null)
  // A refused answer takes the focus to its first field at fault (the first choice when nothing
  // was picked; the send button when the fault was the form's, a panel down), as the site's
  // other forms do.
  useEffect(() => {
    const form = formRef.current
    if (!reply || !form) return
    const target =
      form.querySelector<HTMLElement>(
        'fieldset[aria-invalid="true"] input, textarea[aria-invalid="true"], input[aria-invalid="true"]',
      ) ?? form.querySelector<HTMLElement>('button[type="submit"]')
    target?.focus()
  }, [reply])
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const id = useId()
  const summaryId = `${id}-summary`
  const text = (key: string | undefined) =>
    key === undefined ? undefined : has(key) ? t(key) : t('forms.errors.invalid')
  const picksError = text(errors[picksField])
  const formErrorText = text(formError ?? undefined)
  const fieldErrors = Object.keys(errors).filter((field) => field !== picksField).length
  const sending = navigation.state === 'submitting'

  return (
    <FormSection title={t('packages.answer.title')} intro={t('packages.answer.intro')}>
      <Form
        ref={formRef}
        method="post"
        action={pathname}
        // The server checks the answer; the browser's own bubbles would say less, and only some.
        noValidate
        className="relative flex max-w-3xl flex-col gap-6"
      >
        <Honeypot />
        <ul className="flex flex-col gap-6">
          {models.map((model) => {
            const entry = values.picks[model.id]
            const pickError = text(errors[pickField(model.id)])
            const commentError = text(errors[commentField(model.id)])
            const pickErrorId = `${id}-${model.id}-pick-error`
            const commentId = `${id}-${model.id}-comment`
            const commentErrorId = `${commentId}-error`
            return (
              <li key={model.id} className="border-t border-line pt-4" data-answer-for={model.id}>
                <fieldset
                  aria-describedby={[pickErrorId, picksError ? summaryId : null]
                    .filter(Boolean)
                    .join(' ')}
                  aria-invalid={pickError || picksError ? true : undefined}
                  className="flex flex-col gap-1.5"
                >
                  <legend className="mb-1.5 text-sm font-medium">
                    {t('packages.answer.pickLegend', { name: model.name })}
                  </legend>
                  <div className="flex flex-wrap gap-x-8">
                    {packagePicks.map((pick) => (
                      <label key={pick} className="inline-flex min-h-11 items-center gap-3">
                        <input
                          type="radio"
                          name={pickField(model.id)}
                          value={pick}
                          defaultChecked={entry?.pick === pick}
                          className="size-5 accent-ink"
                        />
                        {t(`packages.answer.${pick}`)}
                      </label>
                    ))}
                  </div>
                  <p id={pickErrorId} className={errorClasses} data-field-error="">
                    {pickError ?? ''}
                  </p>
                </fieldset>
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={commentId} className="text-sm font-medium">
                    {t('packages.answer.comment', { name: model.name })}
                    <span className="ml-2 text-xs font-normal text-muted">
                      {t('forms.optional')}
                    </span>
                  </label>
                  <textarea
                    id={commentId}
                    name={commentField(model.id)}
                    rows={2}
                    defaultValue={entry?.comment ?? ''}
                    aria-invalid={commentError ? true : undefined}
                    aria-describedby={commentErrorId}
                    className={`${controlClasses} py-3`}
                  />
                  <p id={commentErrorId} className={errorClasses} data-field-error="">
                    {commentError ?? ''}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
        {askName ? <NameField value={values.name} error={text(errors[nameField])} /> : null}
        {/* Always in the page: an alert region that appears with its message is not reliably read. */}
        <div id={summaryId} role="alert" className="text-sm text-danger" data-form-error="">
          {formErrorText ? <p>{formErrorText}</p> : null}
          {picksError ? <p>{picksError}</p> : null}
          {fieldErrors > 0 ? <p>{t('forms.errors.summary')}</p> : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SendButton state={sending ? 'sending' : 'idle'} />
          <p role="status" className="text-sm" data-form-status="">
            {sending ? t('forms.sendingStatus') : null}
          </p>
        </div>
      </Form>
    </FormSection>
  )
}

function NameField({ value, error }: { value: string; error: string | undefined }) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('packages.answer.name')}
        <span className="ml-2 text-xs font-normal text-muted">{t('forms.optional')}</span>
      </label>
      <input
        id={id}
        name={nameField}
        type="text"
        autoComplete="name"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`${controlClasses} min-h-12`}
      />
      <p id={errorId} className={errorClasses} data-field-error="">
        {error ?? ''}
      </p>
    </div>
  )
}

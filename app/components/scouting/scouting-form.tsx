import { useForm } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { Trans, useTranslation } from '~/i18n/translation'
import { useActionData, useLocation } from 'react-router'
import { CheckboxField, RadioField } from '~/components/forms/choice-fields'
import { useFormElementProps } from '~/components/forms/form-element'
import { FirstInvalidField } from '~/components/forms/first-invalid'
import { FormOutcome } from '~/components/forms/form-outcome'
import { countInvalid, useFormErrorText } from '~/components/forms/form-text'
import { Honeypot } from '~/components/forms/honeypot'
import type { SendState } from '~/components/forms/send-button'
import { TextField } from '~/components/forms/text-field'
import { formResetDelayMs } from '~/config/business'
import { usePathTo, useLocale } from '~/i18n/use-locale'
import { agencyTimeZone, todayIn } from '../../../contracts/agency-time'
import { type FormReply, sentReply } from '~/lib/forms/form-parse'
import { parseScoutingApplication } from '~/lib/scouting/scouting-application'
import { formMeasures, scoutingFiles } from '../../../contracts/fields'
import { FilePicker } from './file-picker'
import { missingShotErrors, PhotoSlots } from './photo-slots'
import { useUpload } from './use-upload'
import {
  chosenFiles,
  type FilesSentAhead,
  FilesSentAheadContext,
  sentAheadErrors,
  useFilesSentAhead,
} from './files-sent-ahead'

const legendClasses = 'mb-4 font-display text-xl sm:text-2xl'

/**
 * The Be a Model application: checked in the browser with the server's rules, sent with
 * XMLHttpRequest so that the upload's progress shows; without JavaScript a plain multipart post.
 * Its one prop comes from the loader and stays put until it hydrates, as `formOnIntent` requires.
 */
export function ScoutingForm({ sent: arrivedSent }: { sent: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const pathTo = usePathTo()
  const { pathname } = useLocation()
  const { upload, send } = useUpload(`/api/get-scouted?lang=${locale}`)
  const ahead = useFilesSentAhead()
  // The files the application waits for, sent when it is: their progress is the form's.
  const [awaited, setAwaited] = useState<File[] | null>(null)
  // Without JavaScript the post is a navigation: its answer is the page's action data.
  const posted = useActionData<FormReply>()
  const reply =
    upload.state === 'done' ? upload.reply : (posted ?? (arrivedSent ? sentReply : undefined))
  const [clearedReply, setClearedReply] = useState<FormReply | null>(null)
  const sent = reply?.sent === true && reply !== clearedReply
  const state: SendState =
    upload.state === 'sending' || awaited ? 'sending' : sent ? 'sent' : 'idle'

  const [form, fields] = useForm({
    id: 'scouting-application',
    lastResult: reply && !reply.sent ? reply.result : undefined,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ form, formData }) =>
      parseScoutingApplication(
        formData,
        todayIn(agencyTimeZone),
        mergedErrors(missingShotErrors(form), sentAheadErrors(form, ahead)),
      ),
    onSubmit(event, { formData }) {
      event.preventDefault()
      if (awaited) return
      const element = event.currentTarget
      const files = chosenFiles(element)
      // Those that failed on the way go again now, alone; the others are not sent twice.
      for (const [field, file] of files) ahead.send(file, field)
      const waitFor = files.map(([, file]) => file)
      setAwaited(waitFor)
      void ahead.settled(waitFor).then(() => {
        setAwaited(null)
        const named = namedBySentAhead(formData, files, ahead)
        // A file still missing is the photos' error, as the form's check reports it.
        if (named) send(named)
        else form.validate()
      })
    },
  })

  useEffect(() => {
    if (!sent || !reply) return
    const timer = window.setTimeout(() => {
      // The element's own reset, which Conform follows: the photos chosen listen for it too.
      const element = document.getElementById(form.id)
      if (element instanceof HTMLFormElement) element.reset()
      else form.reset()
      setClearedReply(reply)
      ahead.clear()
    }, formResetDelayMs)
    return () => window.clearTimeout(timer)
  }, [sent, reply, form, ahead])

  const progress = awaited
    ? progressOf(awaited, ahead)
    : upload.state === 'sending'
      ? upload.progress
      : null

  const formProps = useFormElementProps(form)
  const errorText = useFormErrorText()
  // The fields in the page's order.
  const pageFields = [
    fields.name,
    fields.email,
    fields.phone,
    fields.instagram,
    fields.gender,
    fields.birthdate,
    fields.nationality,
    fields.country,
    fields.city,
    fields.height,
    fields.bust,
    fields.waist,
    fields.hips,
    fields.skills,
    fields.photos,
    fields.video,
    fields.consent,
    fields.guardian_consent,
  ]
  const invalidFields = countInvalid(pageFields)
  const required = { required: true }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      action={pathname}
      {...formProps}
      className="relative flex max-w-3xl flex-col gap-12"
    >
      <Honeypot />
      <FilesSentAheadContext value={ahead}>
        <FirstInvalidField fields={pageFields}>
          <p className="-mb-6 text-sm text-muted">{t('forms.requiredNote')}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className={legendClasses}>{t('scouting.aboutYou')}</legend>
            <TextField
              field={fields.name}
              label={t('scouting.name')}
              autoComplete="name"
              {...required}
            />
            <div className="grid gap-x-6 sm:grid-cols-2">
              <TextField
                field={fields.email}
                label={t('scouting.email')}
                type="email"
                autoComplete="email"
                {...required}
              />
              <TextField
                field={fields.phone}
                label={t('scouting.phone')}
                type="tel"
                autoComplete="tel"
                hint={t('forms.fields.phoneHint')}
                {...required}
              />
            </div>
            <TextField
              field={fields.instagram}
              label={t('scouting.instagram')}
              hint={t('scouting.instagramHint')}
              optionalLabel={t('forms.optional')}
            />
            <div className="grid gap-x-6 sm:grid-cols-2">
              <RadioField
                field={fields.gender}
                legend={t('scouting.gender')}
                options={[
                  { value: 'woman', label: t('scouting.woman') },
                  { value: 'man', label: t('scouting.man') },
                ]}
                {...required}
              />
              <TextField
                field={fields.birthdate}
                label={t('scouting.birthdate')}
                type="date"
                autoComplete="bday"
                {...required}
              />
            </div>
            <div className="grid gap-x-6 sm:grid-cols-3">
              <TextField
                field={fields.nationality}
                label={t('scouting.nationality')}
                {...required}
              />
              <TextField
                field={fields.country}
                label={t('scouting.country')}
                autoComplete="country-name"
                {...required}
              />
              <TextField
                field={fields.city}
                label={t('scouting.city')}
                autoComplete="address-level2"
                {...required}
              />
            </div>
          </fieldset>

          <fieldset className="flex flex-col gap-2">
            <legend className={legendClasses}>{t('scouting.measures')}</legend>
            <p className="-mt-2 mb-2 text-sm text-muted">{t('scouting.measuresHint')}</p>
            <div className="grid grid-cols-2 gap-x-6 sm:grid-cols-4">
              {formMeasures.map((measure) => (
                <TextField
                  key={measure}
                  field={fields[measure]}
                  label={t(`scouting.${measure}`)}
                  inputMode="decimal"
                  {...required}
                />
              ))}
            </div>
            <TextField
              field={fields.skills}
              label={t('scouting.skills')}
              hint={t('scouting.skillsHint')}
              optionalLabel={t('forms.optional')}
              rows={3}
            />
          </fieldset>

          <fieldset className="flex flex-col gap-6">
            <legend className={legendClasses}>{t('scouting.photosAndVideo')}</legend>
            <PhotoSlots field={fields.photos} />
            <FilePicker
              field={fields.video}
              label={`${t('scouting.video')} (${t('forms.optional')})`}
              hint={t('scouting.videoHint')}
              chooseLabel={t('scouting.chooseVideo')}
              dropLabel={t('scouting.dropVideo')}
              accept={scoutingFiles.videoTypes}
              multiple={false}
              previews={false}
            />
          </fieldset>

          <fieldset className="flex flex-col gap-3">
            <legend className={legendClasses}>{t('scouting.consentTitle')}</legend>
            <CheckboxField field={fields.consent} {...required}>
              <Trans
                i18nKey="scouting.consent"
                components={{
                  privacy: (
                    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills it with the words
                    <a
                      href={pathTo('privacy')}
                      target="_blank"
                      rel="noopener"
                      className="underline underline-offset-4"
                    />
                  ),
                }}
                values={{ newTab: t('footer.newTab') }}
              />
            </CheckboxField>
            <CheckboxField field={fields.guardian_consent} hint={t('scouting.guardianHint')}>
              {t('scouting.guardianConsent')}
            </CheckboxField>
          </fieldset>
        </FirstInvalidField>
      </FilesSentAheadContext>

      <div className="flex flex-col gap-2">
        <FormOutcome
          state={state}
          errors={errorText(form.errors)}
          invalidFields={invalidFields}
          thanks={t('scouting.thanks')}
          progress={progress}
          sendingText={
            progress === null
              ? undefined
              : t('scouting.uploading', { percent: Math.floor(progress * 10) * 10 })
          }
        />
      </div>
    </form>
  )
}

/** Two sets of field errors as one. */
function mergedErrors(...sets: Record<string, string[]>[]) {
  const merged: Record<string, string[]> = {}
  for (const set of sets) {
    for (const [field, messages] of Object.entries(set))
      merged[field] = [...(merged[field] ?? []), ...messages]
  }
  return merged
}

/**
 * The application as it goes once its files are there: the typed fields, then each file's token
 * under its field, in the page's order; none if a file did not arrive. A panel that keeps no
 * files ahead gets them with the form.
 */
function namedBySentAhead(
  formData: FormData,
  files: [string, File][],
  ahead: FilesSentAhead,
): FormData | null {
  if (ahead.unsupported) return formData
  const named = new FormData()
  for (const [name, value] of formData) if (typeof value === 'string') named.append(name, value)
  for (const [field, file] of files) {
    const entry = ahead.stateOf(file)
    if (entry?.state !== 'sent') return null
    named.append(field, entry.upload)
  }
  return named
}

/** How far `files` are on their way, by their bytes. */
function progressOf(files: File[], ahead: FilesSentAhead) {
  const total = files.reduce((sum, file) => sum + file.size, 0)
  if (total === 0) return 1
  const done = files.reduce((sum, file) => {
    const entry = ahead.stateOf(file)
    const part = entry?.state === 'sending' ? entry.progress : 1
    return sum + file.size * part
  }, 0)
  return done / total
}

import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useAutoFocus } from '~/components/forms/first-invalid'
import { useFormErrorText } from '~/components/forms/form-text'
import { useTranslation } from '~/i18n/translation'
import {
  isRequiredShot,
  type PhotoShot,
  photoShots,
  scoutingErrors,
} from '~/lib/scouting/scouting-application'
import { scoutingFiles } from '../../../contracts/fields'
import { FilePicker, RemoveFileButton } from './file-picker'
import { FileSentAhead, useSentAhead } from './files-sent-ahead'
import { ShotDrawing } from './shot-drawings'

const accept = scoutingFiles.photoTypes.join(',')

/**
 * The form's own check that the required shots are there: each slot posts as `photos`, so the
 * count alone cannot tell a face from the front from any two photos. Without JavaScript the
 * slots' `required` asks the same of the browser.
 */
export function missingShotErrors(form: HTMLFormElement): Record<string, string[]> {
  const slots = form.querySelectorAll<HTMLInputElement>('input[data-required-shot]')
  const missing = Array.from(slots).some((input) => (input.files?.length ?? 0) === 0)
  return missing ? { photos: [scoutingErrors.requiredShots] } : {}
}

/** Which controls an error of the photos marks: the empty required slots, or the files chosen. */
type Flagged = 'missing' | 'chosen' | null

/**
 * The photos, guided: a slot per shot with its hint, its drawing and, on a phone, the camera;
 * then more photos at will. One error line speaks for them all.
 */
export function PhotoSlots({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation()
  const errorKeys = (field.errors ?? []) as string[]
  const errors = useFormErrorText()(field.errors)
  const flagged: Flagged =
    errorKeys.length === 0
      ? null
      : errorKeys.some(
            (key) => key === scoutingErrors.requiredShots || key === scoutingErrors.tooFewPhotos,
          )
        ? 'missing'
        : 'chosen'
  const autoFocus = useAutoFocus(field)
  const describedBy = `${field.descriptionId} ${field.errorId}`

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-medium">{t('scouting.photos')}</p>
      <p id={field.descriptionId} className="-mt-3 text-xs text-muted">
        {t('scouting.photosGuide', { max: scoutingFiles.maxPhotos })}
      </p>
      <ul className="grid gap-6 sm:grid-cols-2">
        {photoShots.map((shot, index) => (
          <li key={shot}>
            <PhotoSlot
              name={field.name}
              // The first slot carries the field's id, where a marked answer puts the focus.
              id={index === 0 ? field.id : `${field.id}-${shot}`}
              shot={shot}
              flagged={flagged}
              describedBy={describedBy}
              focusFirst={index === 0 && autoFocus}
            />
          </li>
        ))}
      </ul>
      <FilePicker
        field={field}
        grouped={{
          id: `${field.id}-more`,
          errorId: field.errorId,
          invalid: flagged === 'chosen',
        }}
        label={`${t('scouting.morePhotos')} (${t('forms.optional')})`}
        hint={t('scouting.morePhotosHint')}
        chooseLabel={t('scouting.choosePhotos')}
        dropLabel={t('scouting.dropPhotos')}
        accept={scoutingFiles.photoTypes}
        multiple
        previews
      />
      <p id={field.errorId} className="-mt-4 min-h-5 text-sm text-danger" data-field-error="">
        {errors[0] ?? ''}
      </p>
    </div>
  )
}

type Chosen = { file: File; preview: string }

function PhotoSlot({
  name,
  id,
  shot,
  flagged,
  describedBy,
  focusFirst,
}: {
  name: string
  id: string
  shot: PhotoShot
  flagged: Flagged
  describedBy: string
  focusFirst: boolean
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const camera = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const chosenRef = useRef(chosen)
  const ahead = useSentAhead()
  const required = isRequiredShot(shot)
  const hintId = `${id}-hint`

  function show(file: File | null) {
    const before = chosenRef.current
    if (before) URL.revokeObjectURL(before.preview)
    if (before && before.file !== file) ahead?.forget(before.file)
    // On its way as soon as it is chosen: the application then names it (decision 032).
    if (file) ahead?.send(file, 'photos')
    const next = file ? { file, preview: URL.createObjectURL(file) } : null
    chosenRef.current = next
    setChosen(next)
  }

  /** Puts `file` (or none) in the slot's own input, the one the form posts and checks. */
  function hold(file: File | null) {
    const element = input.current
    if (!element) return
    const transfer = new DataTransfer()
    if (file) transfer.items.add(file)
    element.files = transfer.files
    show(file)
    // The form checks again as the visitor changes a field: this change is one.
    element.dispatchEvent(new Event('input', { bubbles: true }))
  }

  useEffect(() => {
    const form = input.current?.form
    // The form clears itself after sending: the photo goes with it (the files sent ahead go
    // with the form's own clearing).
    const clear = () => {
      if (chosenRef.current) URL.revokeObjectURL(chosenRef.current.preview)
      chosenRef.current = null
      setChosen(null)
    }
    form?.addEventListener('reset', clear)
    return () => {
      form?.removeEventListener('reset', clear)
      if (chosenRef.current) URL.revokeObjectURL(chosenRef.current.preview)
    }
  }, [])

  // A photo chosen in the plain input before the form came alive is shown like any other.
  const showEarlierChoice = useEffectEvent(() => {
    const file = input.current?.files?.[0]
    if (file) show(file)
  })
  useEffect(() => showEarlierChoice(), [])

  function remove() {
    hold(null)
    requestAnimationFrame(() => input.current?.focus())
  }

  const invalid =
    (flagged === 'missing' && required && !chosen) || (flagged === 'chosen' && chosen !== null)
  const buttonClasses =
    'inline-flex min-h-11 items-center px-4 text-xs tracking-[0.14em] whitespace-nowrap uppercase'

  return (
    <div className="grid grid-cols-[6rem_1fr] gap-4">
      <div className="relative aspect-[3/4] w-24 overflow-hidden bg-line/40 text-muted">
        {chosen ? (
          <>
            <img
              src={chosen.preview}
              alt={chosen.file.name}
              width={96}
              height={128}
              className="size-full object-cover"
            />
            <RemoveFileButton name={chosen.file.name} onClick={remove} className="top-0 right-0" />
          </>
        ) : (
          <ShotDrawing shot={shot} className="size-full p-2" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
          {t(`scouting.shots.${shot}`)}
          {required ? null : <span className="font-normal"> ({t('forms.optional')})</span>}
        </label>
        <p id={hintId} className="text-xs text-muted">
          {t(`scouting.shotHints.${shot}`)}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          {/* Once the form is live the input lies invisible over a button in the page's
              language; before, and without JavaScript, it is the plain input. */}
          <span className="relative has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-ink has-aria-invalid:outline-2 has-aria-invalid:outline-danger">
            <input
              ref={input}
              // The first field a plain post's answer marks: see FirstInvalidField.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={focusFirst}
              id={id}
              type="file"
              name={name}
              accept={accept}
              required={required}
              data-required-shot={required ? '' : undefined}
              aria-invalid={invalid || undefined}
              // Named by the shot and the button's words, as a voice command would name it.
              aria-labelledby={`${id}-label ${id}-action`}
              aria-describedby={`${hintId} ${describedBy}`}
              onChange={(event) => show(event.currentTarget.files?.[0] ?? null)}
              className="block w-full max-w-64 text-sm outline-none file:mr-4 file:min-h-11 file:cursor-pointer file:border-0 file:bg-ink file:px-4 file:text-xs file:tracking-[0.14em] file:text-paper file:uppercase [form[data-live]_&]:absolute [form[data-live]_&]:inset-0 [form[data-live]_&]:cursor-pointer [form[data-live]_&]:opacity-0"
            />
            <span
              id={`${id}-action`}
              aria-hidden="true"
              className={`${buttonClasses} hidden bg-ink text-paper [form[data-live]_&]:inline-flex`}
            >
              {chosen ? t('scouting.changePhoto') : t('scouting.fromLibrary')}
            </span>
          </span>
          {/* A phone's camera straight away; a computer's file chooser is the button beside. */}
          <button
            type="button"
            onClick={() => camera.current?.click()}
            // The words shown, then which shot: four such buttons stand on the page.
            aria-label={`${t('scouting.takePhoto')}: ${t(`scouting.shots.${shot}`)}`}
            className={`${buttonClasses} hidden border border-ink pointer-coarse:[form[data-live]_&]:inline-flex`}
          >
            {t('scouting.takePhoto')}
          </button>
          <input
            ref={camera}
            type="file"
            accept={accept}
            capture="environment"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0]
              if (file) hold(file)
              event.currentTarget.value = ''
            }}
          />
        </div>
        {chosen ? (
          <>
            <p className="truncate text-xs text-muted">{chosen.file.name}</p>
            <FileSentAhead file={chosen.file} field="photos" />
          </>
        ) : null}
      </div>
    </div>
  )
}

import type { FieldMetadata } from '@conform-to/react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { useAutoFocus } from '~/components/forms/first-invalid'
import { useFormErrorText } from '~/components/forms/form-text'
import { CloseIcon } from '~/components/control-icons'
import { useLocale } from '~/i18n/use-locale'
import { FileSentAhead, useSentAhead } from './files-sent-ahead'
import { languageTags } from '~/i18n/locales'
import { numberFormat } from '../../../contracts/intl'

type Chosen = { file: File; preview: string | null }

type FilePickerProps = {
  field: FieldMetadata<unknown>
  label: string
  hint: string
  /** The drop zone's button and words: "Choose photos", "or drop them here". */
  chooseLabel: string
  dropLabel: string
  accept: readonly string[]
  multiple: boolean
  /** Shows each image as a thumbnail. */
  previews: boolean
  required?: boolean
  /**
   * One of several controls of the field, whose error line the group draws once: the picker's
   * own ids, and whether it is marked (when it holds files).
   */
  grouped?: { id: string; errorId: string; invalid: boolean }
}

/**
 * A file field that keeps what the visitor chose in view:
 * thumbnails of the photos, each with its remove button, and files chosen later added to
 * those chosen before. The input itself always holds the list shown, so the form posts it,
 * checks it and sends it as it is; without JavaScript it is a plain file input.
 */
export function FilePicker({
  field,
  label,
  hint,
  chooseLabel,
  dropLabel,
  accept,
  multiple,
  previews,
  required = false,
  grouped,
}: FilePickerProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<Chosen[]>([])
  const chosenRef = useRef(chosen)
  const ahead = useSentAhead()
  const fileField = field.name === 'video' ? 'video' : 'photos'
  const listRef = useRef<HTMLUListElement>(null)
  const errors = useFormErrorText()(field.errors)
  const focusFirst = useAutoFocus(field)
  const autoFocus = grouped ? false : focusFirst
  const id = grouped?.id ?? field.id
  const hintId = grouped ? `${grouped.id}-hint` : field.descriptionId
  const errorId = grouped?.errorId ?? field.errorId
  const invalid = grouped ? grouped.invalid && chosen.length > 0 : errors.length > 0

  function show(next: Chosen[]) {
    for (const old of chosenRef.current) {
      if (next.includes(old)) continue
      if (old.preview) URL.revokeObjectURL(old.preview)
      ahead?.forget(old.file)
    }
    // Each on its way as soon as it is chosen: the application then names them (decision 032).
    for (const { file } of next) ahead?.send(file, fileField)
    chosenRef.current = next
    setChosen(next)
    // The input holds exactly the files on screen: the form's own data, with or without checks.
    if (input.current) {
      const transfer = new DataTransfer()
      for (const { file } of next) transfer.items.add(file)
      input.current.files = transfer.files
    }
  }

  useEffect(() => {
    const form = input.current?.form
    // The form clears itself after sending: the list goes with it (the files sent ahead go
    // with the form's own clearing).
    const clear = () => {
      for (const old of chosenRef.current) if (old.preview) URL.revokeObjectURL(old.preview)
      chosenRef.current = []
      setChosen([])
    }
    form?.addEventListener('reset', clear)
    return () => {
      form?.removeEventListener('reset', clear)
      clear()
    }
  }, [])

  function add(files: FileList | null) {
    const added = Array.from(files ?? []).map((file) => ({
      file,
      preview: previews && file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
    }))
    show(multiple ? [...chosenRef.current, ...added] : added.slice(0, 1))
  }

  // Files chosen in the plain input before the form came alive are shown like any others.
  const showEarlierChoice = useEffectEvent(() => {
    const files = input.current?.files
    if (files && files.length > 0) add(files)
  })
  useEffect(() => showEarlierChoice(), [])

  /** A file that says it is an image but does not decode keeps its name instead of a picture. */
  function unviewable(index: number) {
    show(
      chosenRef.current.map((item, position) =>
        position === index ? { ...item, preview: null } : item,
      ),
    )
  }

  function remove(index: number) {
    const next = chosen.filter((_, position) => position !== index)
    show(next)
    // Focus stays in the list: on the next photo's button, else on the field.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button')
      const target = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)] ?? input.current
      target?.focus()
    })
  }

  const size = numberFormat(languageTags[locale], {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  })

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <p id={hintId} className="text-xs text-muted">
        {hint}
      </p>
      {/* Once the form is live the input lies invisible over a drop zone that speaks the
          page's language (a file input's own button speaks the browser's); before, and
          without JavaScript, it is the plain input, which shows what was chosen. */}
      <div className="relative border border-dashed border-line-strong has-focus-visible:outline-2 has-focus-visible:outline-offset-3 has-focus-visible:outline-ink has-aria-invalid:border-2 has-aria-invalid:border-solid has-aria-invalid:border-danger">
        <input
          ref={input}
          // The first field a plain post's answer marks: see FirstInvalidField.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          id={id}
          type="file"
          name={field.name}
          accept={accept.join(',')}
          multiple={multiple}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={`${hintId} ${errorId}`}
          onChange={(event) => add(event.currentTarget.files)}
          className="block w-full p-3 text-sm outline-none file:mr-4 file:min-h-11 file:cursor-pointer file:border-0 file:bg-ink file:px-5 file:text-xs file:tracking-[0.14em] file:text-paper file:uppercase [form[data-live]_&]:absolute [form[data-live]_&]:inset-0 [form[data-live]_&]:cursor-pointer [form[data-live]_&]:opacity-0"
        />
        <div
          aria-hidden="true"
          className="hidden items-center gap-4 p-3 text-sm text-muted [form[data-live]_&]:flex"
        >
          <span className="inline-flex min-h-11 shrink-0 items-center bg-ink px-5 text-xs tracking-[0.14em] whitespace-nowrap text-paper uppercase">
            {chooseLabel}
          </span>
          <span>{dropLabel}</span>
        </div>
      </div>
      {chosen.length > 0 ? (
        <>
          <p className="text-xs text-muted" aria-live="polite">
            {t('scouting.chosen', { number: chosen.length })}
          </p>
          <ul
            ref={listRef}
            className={previews ? 'grid grid-cols-3 gap-2 sm:grid-cols-4' : 'flex flex-col gap-2'}
          >
            {chosen.map(({ file, preview }, index) => (
              <li key={preview ?? `${file.name}-${index}`} className="relative">
                {preview ? (
                  <img
                    src={preview}
                    alt={file.name}
                    width={160}
                    height={213}
                    onError={() => unviewable(index)}
                    className="aspect-[3/4] w-full bg-line object-cover"
                  />
                ) : (
                  <p className="min-h-11 truncate py-3 pr-12 text-sm">
                    {file.name}{' '}
                    <span className="text-muted">({size.format(file.size / 1024 / 1024)})</span>
                  </p>
                )}
                <FileSentAhead file={file} field={fileField} />
                <RemoveFileButton
                  name={file.name}
                  onClick={() => remove(index)}
                  className="top-1 right-1"
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {grouped ? null : (
        <p id={field.errorId} className="min-h-5 text-sm text-danger" data-field-error="">
          {errors[0] ?? ''}
        </p>
      )}
    </div>
  )
}

/** The round button over a chosen file's picture that takes it back. */
export function RemoveFileButton({
  name,
  onClick,
  className,
}: {
  name: string
  onClick: () => void
  /** Where it sits over the picture. */
  className: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('scouting.remove', { name })}
      className={`absolute inline-flex size-11 items-center justify-center rounded-full bg-paper/90 text-ink hover:bg-paper ${className}`}
    >
      <CloseIcon width={18} height={18} />
    </button>
  )
}

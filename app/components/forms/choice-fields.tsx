import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useAutoFocus } from './first-invalid'
import { useFormErrorText } from './form-text'

const errorClasses = 'min-h-5 text-sm text-danger'

/**
 * A choice of one among a few: a fieldset whose legend is the question,
 * radio buttons of 44 px to touch, the error beneath and tied to the group.
 */
export function RadioField({
  field,
  legend,
  options,
  required = false,
}: {
  field: FieldMetadata<string | undefined>
  legend: string
  options: { value: string; label: string }[]
  required?: boolean
}) {
  const errors = useFormErrorText()(field.errors)
  const autoFocus = useAutoFocus(field)
  return (
    <fieldset
      aria-describedby={field.errorId}
      aria-invalid={errors.length > 0 || undefined}
      className="flex flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-8">
        {options.map((option, index) => (
          <label key={option.value} className="inline-flex min-h-11 items-center gap-3">
            <input
              // The first field a plain post's answer marks: see FirstInvalidField.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={autoFocus && index === 0}
              type="radio"
              name={field.name}
              value={option.value}
              defaultChecked={field.initialValue === option.value}
              required={required}
              className="size-5 accent-ink"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={field.errorId} className={errorClasses} data-field-error="">
        {errors[0] ?? ''}
      </p>
    </fieldset>
  )
}

/** A box to tick, its label beside it (and any link inside the label), the error beneath. */
export function CheckboxField({
  field,
  children,
  hint,
  required = false,
}: {
  field: FieldMetadata<string | undefined>
  children: ReactNode
  hint?: string
  required?: boolean
}) {
  const errors = useFormErrorText()(field.errors)
  const autoFocus = useAutoFocus(field)
  const describedBy = [hint ? field.descriptionId : null, field.errorId].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          // The first field a plain post's answer marks: see FirstInvalidField.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={autoFocus}
          type="checkbox"
          id={field.id}
          name={field.name}
          defaultChecked={field.initialValue === 'on'}
          required={required}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          className="mt-0.5 size-5 shrink-0 accent-ink"
        />
        <label htmlFor={field.id} className="text-sm leading-relaxed">
          {children}
        </label>
      </div>
      {hint ? (
        <p id={field.descriptionId} className="ml-8 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      <p id={field.errorId} className={`ml-8 ${errorClasses}`} data-field-error="">
        {errors[0] ?? ''}
      </p>
    </div>
  )
}

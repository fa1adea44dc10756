import { type FieldMetadata, getInputProps, getTextareaProps } from '@conform-to/react'
import { useAutoFocus } from './first-invalid'
import { useFormErrorText } from './form-text'

type TextFieldProps = {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  inputMode?: 'text' | 'decimal' | 'numeric'
  /** A hint beneath the label, read with the field. */
  hint?: string
  /** Several lines: a textarea. */
  rows?: number
  required?: boolean
  /** Shown after the label for an optional field. */
  optionalLabel?: string
}

const controlClasses =
  'block w-full border border-line-strong bg-paper px-3 text-base text-ink transition-colors duration-200 placeholder:text-muted hover:border-ink aria-invalid:border-2 aria-invalid:border-danger'

/**
 * A labelled text field: the label above, a thin border, 44 px or more to
 * touch, and the error in red beneath it and on its border once the form has been sent. The
 * error is tied to the field (`aria-describedby`), so it is read when the field is focused.
 */
export function TextField({
  field,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  hint,
  rows,
  required = false,
  optionalLabel,
}: TextFieldProps) {
  const errorText = useFormErrorText()
  const errors = errorText(field.errors)
  const hintId = hint ? field.descriptionId : undefined
  const common = {
    // The first field a plain post's answer marks: see FirstInvalidField.
    autoFocus: useAutoFocus(field),
    autoComplete,
    required,
    className: controlClasses,
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={field.id} className="text-sm font-medium">
        {label}
        {optionalLabel ? (
          <span className="ml-2 text-xs font-normal text-muted">{optionalLabel}</span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {rows ? (
        <TextArea field={field} rows={rows} hintId={hintId} {...common} />
      ) : (
        <Input field={field} type={type} hintId={hintId} inputMode={inputMode} {...common} />
      )}
      <p id={field.errorId} className="min-h-5 text-sm text-danger" data-field-error="">
        {errors[0] ?? ''}
      </p>
    </div>
  )
}

type ControlProps = {
  field: FieldMetadata<string | undefined>
  autoFocus: boolean
  hintId: string | undefined
  autoComplete: string | undefined
  required: boolean
  className: string
}

function Input({
  field,
  type,
  hintId,
  ...rest
}: ControlProps & { type: string; inputMode?: TextFieldProps['inputMode'] }) {
  // Conform's props carry a `key`, which React wants passed directly, not spread.
  const { key, ...props } = getInputProps(field, {
    type: type as 'text',
    ariaDescribedBy: hintId,
  })
  return <input key={key} {...props} {...rest} className={`${rest.className} min-h-12`} />
}

function TextArea({ field, rows, hintId, ...rest }: ControlProps & { rows: number }) {
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hintId })
  return (
    <textarea key={key} {...props} {...rest} rows={rows} className={`${rest.className} py-3`} />
  )
}

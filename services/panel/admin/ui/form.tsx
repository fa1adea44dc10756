import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { csrfField } from '../security/csrf'

export function CsrfField({ admin }: { admin: AdminRequestContext }) {
  return <input type="hidden" name={csrfField} value={admin.csrf} />
}

export type FieldErrors = Partial<Record<string, string>>

/**
 * The list of what to correct, at the top of a form that came back: focusable and announced
 * (role="alert"), each entry a link to its field.
 */
export function ErrorSummary({
  admin,
  errors,
  labels,
}: {
  admin: AdminRequestContext
  errors: FieldErrors
  labels?: Partial<Record<string, string>>
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] =>
    Boolean(entry[1]),
  )
  if (entries.length === 0) return null
  return (
    <div className="error-summary" role="alert" tabIndex={-1} id="errors">
      <p>{commonMessages[admin.lang].formErrorsTitle}</p>
      <ul>
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#field-${name}`}>
              {labels?.[name] ? `${labels[name]}: ${message}` : message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A form's one problem, announced, where it names no field (a sign-in refused); none, nothing. */
export function FormError({ children }: { children?: ReactNode }) {
  return children ? (
    <p className="form-error" role="alert">
      {children}
    </p>
  ) : null
}

/**
 * A labelled input with its hint and its error, tied together for screen readers. Its id,
 * which the error summary links to, is `field-` and its name, unless a page has the same
 * field more than once (each slide's captions) and gives each its own.
 */
export function Field({
  name,
  id = `field-${name}`,
  label,
  hint,
  error,
  optional,
  children,
  ...input
}: {
  name: string
  label: string
  hint?: string
  error?: string
  optional?: string
  children?: ReactNode
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optional ? <span className="optional"> ({optional})</span> : null}
      </label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children ?? <input id={id} name={name} {...describedBy(id, hint, error)} {...input} />}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled textarea with its hint and its error, as `Field` is for an input. */
export function TextField({
  name,
  label,
  hint,
  error,
  ...textarea
}: {
  name: string
  label: string
  hint?: string
  error?: string
} & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = `field-${name}`
  return (
    <Field name={name} label={label} hint={hint} error={error}>
      <textarea id={id} name={name} {...describedBy(id, hint, error)} {...textarea} />
    </Field>
  )
}

/**
 * A labelled select whose first choice is no choice (`any`: "all" in a list's filters, a dash
 * in a record's form), with its error as `Field` has it.
 */
export function SelectField({
  name,
  label,
  any,
  value,
  options,
  error,
}: {
  name: string
  label: string
  any: string
  value?: string
  options: [string, ReactNode][]
  error?: string
}) {
  const id = `field-${name}`
  return (
    <Field name={name} label={label} error={error}>
      <select id={id} name={name} defaultValue={value ?? ''} {...describedBy(id, undefined, error)}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  )
}

/**
 * A group of radio buttons or checkboxes under its legend, with its error. The first choice
 * carries the id the error summary links to; `children` are choices of other names the group
 * also holds (a lone checkbox after the list).
 */
export function ChoicesField<Value extends string>({
  name,
  type,
  legend,
  options,
  checked,
  error,
  children,
}: {
  name: string
  type: 'radio' | 'checkbox'
  legend: string
  options: readonly (readonly [Value, string])[]
  checked: (value: Value) => boolean
  error?: string
  children?: ReactNode
}) {
  return (
    <fieldset
      className={error ? 'choices has-error' : 'choices'}
      aria-describedby={error ? `field-${name}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map(([value, label], index) => (
        <label key={value} className="choice">
          <input
            type={type}
            name={name}
            value={value}
            id={index === 0 ? `field-${name}` : undefined}
            defaultChecked={checked(value)}
          />
          {label}
        </label>
      ))}
      {children}
      {error ? (
        <p className="field-error" id={`field-${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** A lone checkbox with its label; its id, `field-` and its name, is what an error links to. */
export function CheckboxField({
  name,
  label,
  checked,
}: {
  name: string
  label: string
  checked: boolean
}) {
  return (
    <label className="choice">
      <input type="checkbox" name={name} id={`field-${name}`} defaultChecked={checked} />
      {label}
    </label>
  )
}

/** What ties a field's control to its hint and its error, for a screen reader. */
function describedBy(id: string, hint: string | undefined, error: string | undefined) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean)
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length ? described.join(' ') : undefined,
  }
}

/**
 * A password's input: the one the person has now, or a new one. `autoComplete` tells a
 * password manager which, so it fills in the first and offers to make up the second.
 */
export function PasswordField({
  name,
  label,
  hint,
  error,
  purpose,
  minLength,
}: {
  name: string
  label: string
  hint?: string
  error?: string
  purpose: 'current' | 'new'
  minLength?: number
}) {
  return (
    <Field
      name={name}
      label={label}
      hint={hint}
      error={error}
      type="password"
      autoComplete={`${purpose}-password`}
      required
      minLength={minLength}
    />
  )
}

/** A new password and its confirmation, as setting one and changing one both ask for them. */
export function NewPasswordFields({
  admin,
  errors,
  minLength,
}: {
  admin: AdminRequestContext
  errors: FieldErrors
  minLength?: number
}) {
  const m = commonMessages[admin.lang].setPassword
  return (
    <>
      <PasswordField
        name="password"
        label={m.password}
        hint={m.hint}
        error={errors.password}
        purpose="new"
        minLength={minLength}
      />
      <PasswordField name="confirm" label={m.confirm} error={errors.confirm} purpose="new" />
    </>
  )
}

/**
 * The second factor's code: six digits from the authenticator app, or, when signing in, one
 * of the recovery codes too, which have letters (so a text keyboard, and no spell check).
 */
export function CodeField({
  label,
  error,
  recoveryCodes = false,
}: {
  label: string
  error?: string
  recoveryCodes?: boolean
}) {
  return (
    <Field
      name="code"
      label={label}
      error={error}
      autoComplete="one-time-code"
      inputMode={recoveryCodes ? 'text' : 'numeric'}
      required
      spellCheck={recoveryCodes ? false : undefined}
    />
  )
}

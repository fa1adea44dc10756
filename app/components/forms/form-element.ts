import { type FormMetadata, getFormProps } from '@conform-to/react'
import { useEffect, useEffectEvent } from 'react'
import { useHydrated } from '~/components/use-hydrated'
import { fieldChangedSinceServer } from '~/lib/forms/changed-since-server'

/**
 * A form element's props: Conform's, and `data-live` once React runs the form (it comes on
 * intent), which tells the browser tests and the file fields' styles that its checks are in charge.
 */
export function useFormElementProps<Schema extends Record<string, unknown>, FormError>(
  form: FormMetadata<Schema, FormError>,
) {
  const hydrated = useHydrated()
  useCatchUpOnMarkedFields(form, hydrated)
  return { ...getFormProps(form), 'data-live': hydrated ? 'true' : undefined }
}

/**
 * A field the server's answer marked and the visitor changed before the form's code ran is
 * checked again once it runs, as typing in it afterwards would: its mark follows what it holds.
 */
function useCatchUpOnMarkedFields<Schema extends Record<string, unknown>, FormError>(
  form: FormMetadata<Schema, FormError>,
  hydrated: boolean,
) {
  const { id } = form
  // Once, when the form's code has run: a check's own re-render must not start it again.
  const validate = useEffectEvent((name: string) => form.validate({ name }))
  useEffect(() => {
    if (!hydrated) return
    const element = document.getElementById(id)
    if (!(element instanceof HTMLFormElement)) return
    const changed = new Set<string>()
    for (const field of element.elements) {
      const name = field.getAttribute('name')
      // A radio's mark is on its group.
      const marked = field.closest('[aria-invalid="true"]') !== null
      if (name && marked && fieldChangedSinceServer(field)) changed.add(name)
    }
    for (const name of changed) validate(name)
  }, [hydrated, id])
}

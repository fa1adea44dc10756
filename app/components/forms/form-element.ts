import { type FormMetadata, getFormProps } from '@conform-to/react'
import { useHydrated } from '~/components/use-hydrated'

/**
 * A form element's props: Conform's, and `data-live` once React runs the form. The forms
 * are loaded lazily, so they come alive after the page does; until then a click on Send is the
 * plain post the server answers. The mark tells the browser tests, and the file fields' styles,
 * that the form's own checks are in charge.
 */
export function useFormElementProps<Schema extends Record<string, unknown>, FormError>(
  form: FormMetadata<Schema, FormError>,
) {
  const hydrated = useHydrated()
  return { ...getFormProps(form), 'data-live': hydrated ? 'true' : undefined }
}

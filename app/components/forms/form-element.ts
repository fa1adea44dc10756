import { type FormMetadata, getFormProps } from '@conform-to/react'
import { useHydrated } from '~/components/use-hydrated'

/**
 * A form element's props: Conform's, and `data-live` once React runs the form (it comes on
 * intent), which tells the browser tests and the file fields' styles that its checks are in charge.
 */
export function useFormElementProps<Schema extends Record<string, unknown>, FormError>(
  form: FormMetadata<Schema, FormError>,
) {
  const hydrated = useHydrated()
  return { ...getFormProps(form), 'data-live': hydrated ? 'true' : undefined }
}

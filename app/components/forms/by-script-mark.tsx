import { useHydrated } from '~/components/use-hydrated'
import { byScriptField } from '~/lib/forms/form-fields'

/**
 * Marks a post as the page's script's once the form is live, so that the server answers it
 * with the form's reply rather than the redirect a plain post gets (`byScriptField`). Before
 * the form hydrates, a click on Send is a plain post, and carries no mark.
 */
export function ByScriptMark() {
  const hydrated = useHydrated()
  return hydrated ? <input type="hidden" name={byScriptField} value="1" /> : null
}

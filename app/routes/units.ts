import { notFound } from '~/lib/page/errors'
import { chooseUnits } from '~/lib/measures/units.server'
import type { Route } from './+types/units'

/** `POST /units`: the units toggle without JavaScript (`app/components/units/units-toggle.tsx`). */
export function action({ request, context }: Route.ActionArgs) {
  return chooseUnits(request, context.publicUrl)
}

// Nothing to show at this address.
export function loader() {
  throw notFound()
}

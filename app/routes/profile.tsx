import { notFound } from '~/lib/errors'
import type { Route } from './+types/profile'

// Profiles are registered at all their paths (DESIGN §4); there is no catalog to show one
// from yet, so every id is unknown and answers 404 as the spec asks for an unknown id.
export function loader(_args: Route.LoaderArgs): never {
  throw notFound()
}

export default function Profile() {
  return null
}

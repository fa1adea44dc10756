import { notFound } from '~/lib/errors'
import type { Route } from './+types/post'

// Posts are registered under each language's news path; until the panel serves them every
// slug is unknown, which the spec answers with a 404.
export function loader(_args: Route.LoaderArgs): never {
  throw notFound()
}

export default function Post() {
  return null
}

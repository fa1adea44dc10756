import { notFound, notFoundReasonFor } from '~/lib/page/errors'
import type { Route } from './+types/not-found'

/** Every path outside the route table: an unknown language prefix or an unknown page. */
export function loader({ request }: Route.LoaderArgs): never {
  throw notFound(notFoundReasonFor(new URL(request.url).pathname))
}

export default function NotFound() {
  return null
}

import { lazy } from 'react'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { pageOf } from '~/lib/page/page-seo.server'
import { loadProfile } from '~/lib/profile/profile.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/profile'

// A model's profile, at `/models/{id}/{slug}` and under a division (`app/i18n/pages.ts`).
const ProfilePage = lazy(() =>
  import('~/components/profile/profile-page').then((module) => ({ default: module.ProfilePage })),
)

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context, pageOf(request))
}

// Switching a section or the photo open full screen changes only the address's `?section=` or
// `?photo=`: the talent on the page is the same. A revalidation in place (the units toggle's)
// fetches the measures again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    // Written here, not shared with the gallery: a shared module would be a file of its own in
    // every profile's first load.
    const rest = (url: URL) => {
      const params = new URLSearchParams(url.search)
      params.delete('section')
      params.delete('photo')
      return params.toString()
    }
    if (rest(currentUrl) === rest(nextUrl)) return false
  }
  return defaultShouldRevalidate
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage talent={loaderData.talent} />
}

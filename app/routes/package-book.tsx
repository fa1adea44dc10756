import { lazy } from 'react'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { loadPackageBook } from '~/lib/packages/package-page.server'
import { privatePageMeta } from '~/lib/packages/private-page'
import type { Route } from './+types/package-book'

// A model's book within a package (decision 028): the sections the package shows.
const PackageBookPage = lazy(() =>
  import('~/components/packages/package-book-page').then((module) => ({
    default: module.PackageBookPage,
  })),
)
const PackageGonePage = lazy(() =>
  import('~/components/packages/package-gone-page').then((module) => ({
    default: module.PackageGonePage,
  })),
)

export const meta: Route.MetaFunction = ({ data }) => privatePageMeta(data?.documentTitle)

export { privatePageHeaders as headers } from '~/lib/packages/private-page'

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPackageBook(request, context, params)
}

// Opening a photo full screen changes only the address's `?section=` and `?photo=`: the book
// is the same, and loading it again would count as the package opened again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    // As the profile's route does, and written here for the same reason: the first load.
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

export default function PackageBook({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'gone') return <PackageGonePage view={loaderData} />
  return <PackageBookPage view={loaderData} />
}

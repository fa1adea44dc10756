import { lazy } from 'react'
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

export default function PackageBook({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === 'gone') return <PackageGonePage view={loaderData} />
  return <PackageBookPage view={loaderData} />
}

import { lazy } from 'react'
import { answerPackage, loadPackagePage } from '~/lib/packages/package-page.server'
import { privatePageMeta } from '~/lib/packages/private-page'
import type { Route } from './+types/package'

// A package the agency sent a client (decision 028): the models, and the client's answer.
const PackagePage = lazy(() =>
  import('~/components/packages/package-page').then((module) => ({
    default: module.PackagePage,
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
  return loadPackagePage(request, context, params)
}

export function action({ request, context, params }: Route.ActionArgs) {
  return answerPackage(request, context, params)
}

// Loading the page again after a refused post would count a visit the client did not make;
// a sent one is redirected to the thanks, which is loaded.
export { loadOnlyWherePostLeads as shouldRevalidate } from '~/lib/forms/form-page'

export default function Package({ loaderData, actionData }: Route.ComponentProps) {
  if (actionData?.state === 'gone') return <PackageGonePage view={actionData} />
  if (loaderData.state === 'gone') return <PackageGonePage view={loaderData} />
  return (
    <PackagePage view={loaderData} reply={actionData?.state === 'answer' ? actionData : null} />
  )
}

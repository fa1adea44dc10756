import { lazy } from 'react'
import { privacyContent } from '~/content/content.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/privacy'

const PrivacyPage = lazy(() =>
  import('~/components/content/privacy-page').then((module) => ({ default: module.PrivacyPage })),
)

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  const { description, content, policy } = privacyContent(page.locale)
  return { seo: pageSeo(request, context, { page, description }), content, policy }
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <PrivacyPage content={loaderData.content} policy={loaderData.policy} />
}

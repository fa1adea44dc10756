import { lazy } from 'react'
import { aboutContent } from '~/content/content.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/about'

const AboutPage = lazy(() =>
  import('~/components/content/about-page').then((module) => ({ default: module.AboutPage })),
)

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  const { description, content } = aboutContent(page.locale)
  return { seo: pageSeo(request, context, { page, description }), content }
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage content={loaderData.content} />
}

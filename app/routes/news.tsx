import { lazy } from 'react'
import { loadNewsList } from '~/lib/news/news.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/news'

const NewsPage = lazy(() =>
  import('~/components/news/news-page').then((module) => ({ default: module.NewsPage })),
)

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  // A message in place of the list is not the page to keep in a search engine's index.
  ...(data?.news.status === 'unavailable' ? [{ name: 'robots', content: 'noindex' }] : []),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request)
  return {
    seo: pageSeo(request, context, { page }),
    news: await loadNewsList(request, context, page.locale),
  }
}

export default function News({ loaderData }: Route.ComponentProps) {
  return <NewsPage news={loaderData.news} />
}

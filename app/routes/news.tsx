import { useTranslation } from '~/i18n/translation'
import { useLocation } from 'react-router'
import { NewsList } from '~/components/news/news-list'
import { PageHeading } from '~/components/page-heading'
import { loadNewsList } from '~/lib/news.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/news'

// The agency's news from the panel, newest first: 10, then 6 more per "Load more".
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
  const { t } = useTranslation()
  const { news } = loaderData
  // A new visit to the list (another language, a longer `?shown=`) starts it afresh.
  const { key } = useLocation()
  return (
    <>
      <PageHeading title={t('pages.news.title')} />
      <div className="mx-auto max-w-[1600px] px-6 pb-20 lg:px-12">
        {news.status === 'found' ? (
          <NewsList key={key} initial={news} />
        ) : (
          <p role="alert" className="py-16 text-center text-muted">
            {t('news.unavailable')}
          </p>
        )}
      </div>
    </>
  )
}

import { useLocation } from 'react-router'
import { NewsList } from '~/components/news/news-list'
import { PageHeading } from '~/components/page-heading'
import { useTranslation } from '~/i18n/translation'
import type { NewsList as LoadedNews } from '~/lib/news/news.server'

/** The agency's news from the panel, newest first: 10, then 6 more per "Load more". */
export function NewsPage({ news }: { news: LoadedNews }) {
  const { t } = useTranslation()
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

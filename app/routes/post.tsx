import { useTranslation } from '~/i18n/translation'
import { BackToNews, PostArticle } from '~/components/news/post-article'
import { loadPost } from '~/lib/news.server'
import { pageOf } from '~/lib/page-seo.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/post'

// A news post, under each language's news path; an unknown slug is a 404.
export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data?.status === 'unavailable' ? [{ name: 'robots', content: 'noindex' }] : []),
]

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPost(request, context, pageOf(request))
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  if (loaderData.status === 'found') {
    return <PostArticle post={loaderData.post} backTo={loaderData.backTo} />
  }
  return (
    <div className="mx-auto max-w-3xl px-6 pt-6 pb-20 lg:pt-10">
      <BackToNews to={loaderData.backTo} />
      <h1 className="mt-6 font-display text-4xl leading-tight sm:text-5xl">
        {t('pages.post.title')}
      </h1>
      <p role="alert" className="py-16 text-muted">
        {t('news.postUnavailable')}
      </p>
    </div>
  )
}

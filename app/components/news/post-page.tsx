import { BackToNews, PostArticle } from '~/components/news/post-article'
import { useTranslation } from '~/i18n/translation'
import type { loadPost } from '~/lib/news/news.server'

type LoadedPost = Awaited<ReturnType<typeof loadPost>>

/** A news post, or a message in its place when the panel cannot give it. */
export function PostPage({ post }: { post: LoadedPost }) {
  const { t } = useTranslation()
  if (post.status === 'found') {
    return <PostArticle post={post.post} backTo={post.backTo} />
  }
  return (
    <div className="mx-auto max-w-3xl px-6 pt-6 pb-20 lg:pt-10">
      <BackToNews to={post.backTo} />
      <h1 className="mt-6 font-display text-4xl leading-tight sm:text-5xl">
        {t('pages.post.title')}
      </h1>
      <p role="alert" className="py-16 text-muted">
        {t('news.postUnavailable')}
      </p>
    </div>
  )
}

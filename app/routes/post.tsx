import { lazy } from 'react'
import { loadPost } from '~/lib/news/news.server'
import { pageOf } from '~/lib/page/page-seo.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/post'

// A news post, under each language's news path; an unknown slug is a 404.
const PostPage = lazy(() =>
  import('~/components/news/post-page').then((module) => ({ default: module.PostPage })),
)

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data?.status === 'unavailable' ? [{ name: 'robots', content: 'noindex' }] : []),
]

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPost(request, context, pageOf(request))
}

export default function Post({ loaderData }: Route.ComponentProps) {
  return <PostPage post={loaderData} />
}

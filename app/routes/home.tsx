import { lazy } from 'react'
import { noFilters } from '~/lib/roster/board-filters'
import { type Board, boardKey } from '~/lib/roster/boards'
import { slidePreloads } from '~/lib/home/home-slides'
import { loadHomeSlides } from '~/lib/home/home-slides.server'
import { pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { loadBoard } from '~/lib/roster/roster.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/home'

const HomePage = lazy(() =>
  import('~/components/home/home-page').then((module) => ({ default: module.HomePage })),
)

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  ...slidePreloads(data?.slides ?? []),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const resolved = pageOf(request)
  const board: Board = { kind: 'all' }
  const [batch, slides] = await Promise.all([
    loadBoard(request, context, resolved.locale, board, { through: true, filters: noFilters }),
    loadHomeSlides(context, resolved.locale),
  ])
  return {
    seo: pageSeo(request, context, { page: resolved }),
    board: boardKey(board),
    batch,
    slides,
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage slides={loaderData.slides} board={loaderData.board} batch={loaderData.batch} />
}

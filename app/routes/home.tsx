import { useTranslation } from 'react-i18next'
import { BoardPage } from '~/components/roster/board-page'
import { type Board, boardKey } from '~/lib/boards'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { loadBoard } from '~/lib/roster.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/home'

// The home page: the slides (issue 6) will open it; the whole roster follows.
export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export async function loader({ request, context }: Route.LoaderArgs) {
  const resolved = pageOf(request)
  const board: Board = { kind: 'all' }
  const batch = await loadBoard(request, context, resolved.locale, board, { through: true })
  return { seo: pageSeo(request, context, { page: resolved }), board: boardKey(board), batch }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <BoardPage
      heading={t('pages.home.title')}
      active={null}
      board={loaderData.board}
      batch={loaderData.batch}
    />
  )
}

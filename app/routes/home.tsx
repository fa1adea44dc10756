import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { PageHeading } from '~/components/page-heading'
import { BoardNav } from '~/components/roster/board-nav'
import { TalentGrid } from '~/components/roster/talent-grid'
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
  const batch = await loadBoard(
    context,
    resolved.locale,
    board,
    new URL(request.url).searchParams.get('page'),
    { through: true },
  )
  return { seo: pageSeo(request, context, { page: resolved }), board: boardKey(board), batch }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { key } = useLocation()
  return (
    <>
      <PageHeading title={t('pages.home.title')}>
        <div className="mt-6">
          <BoardNav active={null} />
        </div>
      </PageHeading>
      <div className="mx-auto max-w-[1600px] px-6 pb-16 lg:px-12">
        <TalentGrid key={key} initial={loaderData.batch} board={loaderData.board} />
      </div>
    </>
  )
}

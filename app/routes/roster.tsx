import { lazy } from 'react'
import { translatorFor } from '~/i18n/resources.server'
import type { Division } from '~/config/business'
import { localizedPath, type PageKey } from '~/i18n/pages'
import { type Board, boardKey, boardOfPage } from '~/lib/boards'
import { notFound } from '~/lib/errors'
import { modelsBreadcrumb, pageOf, pageSeo } from '~/lib/page-seo.server'
import { loadBoard } from '~/lib/roster.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/roster'

// One module for every board: the whole roster, a division, women, men and future faces.
// Its content's code comes as the page hydrates (`PageContent`).
const BoardPage = lazy(() =>
  import('~/components/roster/board-page').then((module) => ({ default: module.BoardPage })),
)

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export async function loader({ request, context }: Route.LoaderArgs) {
  const resolved = pageOf(request)
  const { page, locale, params } = resolved
  const board = boardOfPage(page, params)
  if (!board) throw notFound()
  const t = translatorFor(locale)
  const heading =
    page === 'board' && board.kind === 'division'
      ? t('pages.board.title', { division: t(`divisions.${board.division}`) })
      : t(`pages.${page}.title`)
  const batch = await loadBoard(request, context, locale, board, { through: true })
  const canonical = context.publicUrl + localizedPath(page, locale, params)
  const breadcrumb = modelsBreadcrumb(
    context,
    locale,
    // The roster is the breadcrumb's "Models" itself.
    page === 'roster' ? [] : [{ name: heading, url: canonical }],
  )
  return {
    seo: pageSeo(request, context, {
      page: resolved,
      title: heading,
      structuredData: [breadcrumb],
    }),
    heading,
    board: boardKey(board),
    active: activeLink(page, board),
    batch,
  }
}

/** The division link of the board shown: "All" on the roster, none on women, men, future faces. */
function activeLink(page: PageKey, board: Board): 'all' | Division | null {
  if (page === 'roster') return 'all'
  return page === 'board' && board.kind === 'division' ? board.division : null
}

export default function Roster({ loaderData }: Route.ComponentProps) {
  const { heading, active, board, batch } = loaderData
  return <BoardPage heading={heading} active={active} board={board} batch={batch} />
}

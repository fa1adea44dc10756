import { lazy } from 'react'
import { redirect } from 'react-router'
import { translatorFor } from '~/i18n/resources.server'
import type { Division } from '~/config/business'
import { localizedPath, type PageKey } from '~/i18n/pages'
import {
  filterSearch,
  isIndexable,
  normalisedSearch,
  readBoardFilters,
} from '~/lib/roster/board-filters'
import { type Board, boardKey, boardOfPage } from '~/lib/roster/boards'
import { notFound } from '~/lib/page/errors'
import { modelsBreadcrumb, pageOf, pageSeo } from '~/lib/page/page-seo.server'
import { boardFilterChoices, loadBoard } from '~/lib/roster/roster.server'
import { redirectPath } from '~/lib/page/redirect-path.server'
import { seoMeta } from '~/lib/page/seo'
import type { Route } from './+types/roster'

// One module for every board: the whole roster, a division, women, men and future faces.
const FilteredBoardPage = lazy(() =>
  import('~/components/roster/filtered-board-page').then((module) => ({
    default: module.FilteredBoardPage,
  })),
)

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export async function loader({ request, context }: Route.LoaderArgs) {
  const resolved = pageOf(request)
  const { page, locale, params } = resolved
  const board = boardOfPage(page, params)
  if (!board) throw notFound()
  const url = new URL(request.url)
  // The plain form sends every field, empty ones too: the address is written the one way.
  const gender = board.kind !== 'gender'
  const normal = normalisedSearch(url.searchParams, { gender })
  if (normal !== null) {
    const target = url.pathname + (normal ? `?${normal}` : '')
    throw redirect(redirectPath(request, target, locale))
  }
  const filters = readBoardFilters(url.searchParams, { gender })
  const query = filterSearch(filters)
  const t = translatorFor(locale)
  const heading =
    page === 'board' && board.kind === 'division'
      ? t('pages.board.title', { division: t(`divisions.${board.division}`) })
      : t(`pages.${page}.title`)
  const [batch, choices] = await Promise.all([
    loadBoard(request, context, locale, board, { through: true, filters }),
    boardFilterChoices(context, locale, board, filters),
  ])
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
      // A filtered board is its own page, in every language (decision 018); a search by name, a
      // combination of filters or a filter nobody matches is followed but not indexed.
      query,
      robots: isIndexable(filters) && (batch.total > 0 || !query) ? undefined : 'noindex,follow',
    }),
    heading,
    board: boardKey(board),
    active: activeLink(page, board),
    batch,
    filters,
    choices,
    query,
  }
}

/** The division link of the board shown: "All" on the roster, none on women, men, future faces. */
function activeLink(page: PageKey, board: Board): 'all' | Division | null {
  if (page === 'roster') return 'all'
  return page === 'board' && board.kind === 'division' ? board.division : null
}

export default function Roster({ loaderData }: Route.ComponentProps) {
  return <FilteredBoardPage {...loaderData} />
}

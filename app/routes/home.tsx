import { useTranslation } from '~/i18n/translation'
import { Slideshow } from '~/components/home/slideshow'
import { BoardPage } from '~/components/roster/board-page'
import { type Board, boardKey } from '~/lib/boards'
import { slidePreloads } from '~/lib/home-slides'
import { loadHomeSlides } from '~/lib/home-slides.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { loadBoard } from '~/lib/roster.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/home'

// The home page: the panel's slides open it, the whole roster follows.
export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  ...slidePreloads(data?.slides ?? []),
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const resolved = pageOf(request)
  const board: Board = { kind: 'all' }
  const [batch, slides] = await Promise.all([
    loadBoard(request, context, resolved.locale, board, { through: true }),
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
  const { t } = useTranslation()
  const { slides } = loaderData
  return (
    <>
      {slides.length > 0 ? <Slideshow slides={slides} /> : null}
      <BoardPage
        heading={t('pages.home.title')}
        active={null}
        board={loaderData.board}
        batch={loaderData.batch}
        // Beneath the slideshow the first cards are out of sight: the slide is the one to hurry.
        priorityCards={slides.length > 0 ? 0 : undefined}
      />
    </>
  )
}

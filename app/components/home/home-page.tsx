import { Slideshow } from '~/components/home/slideshow'
import { BoardPage } from '~/components/roster/board-page'
import { useTranslation } from '~/i18n/translation'
import type { BoardBatch } from '~/lib/roster/boards'
import type { HomeSlide } from '~/lib/home/home-slides'

/** The home page: the panel's slides open it, the whole roster follows. */
export function HomePage({
  slides,
  board,
  batch,
}: {
  slides: HomeSlide[]
  board: string
  batch: BoardBatch
}) {
  const { t } = useTranslation()
  return (
    <>
      {slides.length > 0 ? <Slideshow slides={slides} /> : null}
      <BoardPage
        heading={t('pages.home.title')}
        active={null}
        board={board}
        batch={batch}
        // Beneath the slideshow the first cards are out of sight: the slide is the one to hurry.
        priorityCards={slides.length > 0 ? 0 : undefined}
      />
    </>
  )
}

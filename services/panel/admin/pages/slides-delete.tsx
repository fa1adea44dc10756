import type { AdminRequestContext } from '../context'
import { mediaUrl } from '../media-upload'
import { contentMessages } from '../messages/content'
import type { Slide } from '../slides'
import { ConfirmDeletePage } from './confirm-delete'

/** Deleting a slide takes it and its files off the site: asked once more, on its own page. */
export function DeleteSlidePage({
  admin,
  slide,
  index,
  count,
}: {
  admin: AdminRequestContext
  slide: Slide
  index: number
  count: number
}) {
  const c = contentMessages[admin.lang].slides
  const picture = slide.urlDesktop ?? slide.urlMobile
  return (
    <ConfirmDeletePage
      admin={admin}
      section="slides"
      words={c.remove}
      question={c.remove.question}
      address={`${admin.base}/slides/${slide.id}`}
      cancel={`${admin.base}/slides#slide-${slide.id}`}
    >
      <p>
        {c.slide(index + 1, count)} · {c.kinds[slide.kind]}
      </p>
      {picture ? (
        <img
          className="slide-confirm-preview"
          src={mediaUrl(admin.base, picture)}
          alt={c.preview(index + 1)}
        />
      ) : null}
      {slide.kind === 'video' && slide.videoId ? <p>{c.video(slide.videoId)}</p> : null}
    </ConfirmDeletePage>
  )
}

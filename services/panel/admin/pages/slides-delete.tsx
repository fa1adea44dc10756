import type { AdminRequestContext } from '../context'
import { mediaUrl } from '../media-upload'
import { commonMessages } from '../messages/common'
import { contentMessages } from '../messages/content'
import type { Slide } from '../slides'
import { CsrfField } from '../ui/form'
import { Layout } from '../ui/layout'

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
  const m = c.remove
  const picture = slide.urlDesktop ?? slide.urlMobile
  return (
    <Layout admin={admin} title={m.title} section="slides">
      <div className="narrow">
        <h1>{m.title}</h1>
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
        <p className="confirm-question">{m.question}</p>
        <form method="post" action={`${admin.base}/slides/${slide.id}/delete`} className="row">
          <CsrfField admin={admin} />
          <button type="submit" className="button danger primary">
            {m.confirm}
          </button>
          <a href={`${admin.base}/slides#slide-${slide.id}`}>{commonMessages[admin.lang].cancel}</a>
        </form>
      </div>
    </Layout>
  )
}

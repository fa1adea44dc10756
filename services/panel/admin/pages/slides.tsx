import { type Language } from '../../../../contracts/languages'
import type { AdminRequestContext } from '../context'
import { type FileProblem, mediaRules, mediaUrl } from '../media-upload'
import { contentMessages } from '../messages/content'
import {
  captionField,
  captionMaxLength,
  draftOfSlide,
  type Slide,
  type SlideDraft,
} from '../slides'
import { CsrfField, ErrorSummary, Field, type FieldErrors } from '../ui/form'
import { Layout } from '../ui/layout'

/** The order the captions are asked for in: the agency's own language first. */
const captionLanguages: readonly Language[] = ['pt', 'en', 'es']

/** A slide's form that came back: what was typed, and what was wrong with it. */
export type SlideEdit = {
  id: number
  draft: SlideDraft
  problems: Partial<Record<string, 'too-long'>>
}

/** The add form that came back: its captions, and what was wrong with its files. */
export type SlideAddition = {
  captions: Record<Language, string>
  problems: Partial<Record<string, 'too-long'>>
  media?: FileProblem | 'required' | 'not-kept'
  mobile?: FileProblem | 'not-kept'
}

/**
 * The home slides in the site's order, each with its picture, captions and whether it shows,
 * moved up or down by a pair of plain buttons (keyboard-operable without script); then the
 * form that adds one.
 */
export function SlidesPage({
  admin,
  slides,
  edit,
  addition,
  notice,
}: {
  admin: AdminRequestContext
  slides: Slide[]
  edit?: SlideEdit
  addition?: SlideAddition
  notice?: string
}) {
  const c = contentMessages[admin.lang]
  const m = c.slides
  const errors: FieldErrors = {}
  const labels: Record<string, string> = {
    media: m.add.media,
    mobile: m.add.mobile,
  }
  if (edit) {
    const index = slides.findIndex((slide) => slide.id === edit.id)
    for (const [name, problem] of Object.entries(edit.problems)) {
      if (!problem) continue
      const lang = name.replace('caption-', '') as Language
      const key = captionKey(name, edit.id)
      errors[key] = c.tooLong(captionMaxLength)
      labels[key] = `${m.slide(index + 1, slides.length)}, ${m.captions}: ${c.languageNames[lang]}`
    }
  }
  if (addition) {
    for (const [name, problem] of Object.entries(addition.problems)) {
      if (!problem) continue
      errors[name] = c.tooLong(captionMaxLength)
      labels[name] = `${m.captions}: ${c.languageNames[name.replace('caption-', '') as Language]}`
    }
    if (addition.media === 'required') errors.media = m.problems.required
    else if (addition.media === 'not-kept') errors.media = c.fileNotKept
    else if (addition.media) errors.media = m.problems.media[addition.media]
    if (addition.mobile === 'not-kept') errors.mobile = c.fileNotKept
    else if (addition.mobile) errors.mobile = m.problems.mobile[addition.mobile]
  }
  return (
    <Layout admin={admin} title={m.title} section="slides" notice={notice}>
      <ErrorSummary admin={admin} errors={errors} labels={labels} />
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      {slides.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <ol className="slide-list" aria-label={m.listLabel}>
          {slides.map((slide, index) => (
            <SlideItem
              key={slide.id}
              admin={admin}
              slide={slide}
              index={index}
              count={slides.length}
              edit={edit?.id === slide.id ? edit : undefined}
              errors={errors}
            />
          ))}
        </ol>
      )}
      <AddSlide admin={admin} addition={addition} errors={errors} />
    </Layout>
  )
}

function SlideItem({
  admin,
  slide,
  index,
  count,
  edit,
  errors,
}: {
  admin: AdminRequestContext
  slide: Slide
  index: number
  count: number
  edit?: SlideEdit
  errors: FieldErrors
}) {
  const m = contentMessages[admin.lang].slides
  const draft = edit?.draft ?? draftOfSlide(slide)
  const address = `${admin.base}/slides/${slide.id}`
  const picture = slide.urlDesktop ?? slide.urlMobile
  const which = <span className="visually-hidden">{m.which(index + 1)}</span>
  const titleId = `slide-${slide.id}-title`
  return (
    <li id={`slide-${slide.id}`} className="slide-item">
      <h2 id={titleId} className="slide-title">
        {m.slide(index + 1, count)} · {m.kinds[slide.kind]}{' '}
        <span className={slide.active ? 'badge' : 'badge muted'}>
          {slide.active ? m.shown : m.hidden}
        </span>
      </h2>
      <div className="slide-body">
        <div className="slide-preview">
          {picture ? (
            <img
              src={mediaUrl(admin.base, picture)}
              alt={m.preview(index + 1)}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="slide-placeholder">{m.noPreview}</span>
          )}
          {slide.kind === 'video' && slide.videoId ? (
            <p>
              <a href={mediaUrl(admin.base, slide.videoId, 'video')}>{m.video(slide.videoId)}</a>
            </p>
          ) : null}
        </div>
        <div className="stack">
          <form method="post" action={address} className="stack" noValidate>
            <CsrfField admin={admin} />
            <CaptionFields
              admin={admin}
              slideId={slide.id}
              captions={draft.captions}
              errors={errors}
            />
            <label className="choice">
              <input
                type="checkbox"
                name="active"
                id={`field-slide-${slide.id}-active`}
                defaultChecked={draft.active}
              />
              {m.active}
            </label>
            <div>
              <button type="submit" className="button primary">
                {m.save}
                {which}
              </button>
            </div>
          </form>
          <div className="row slide-actions">
            {count > 1 ? (
              <form method="post" action={`${address}/move`} className="row">
                <CsrfField admin={admin} />
                {index > 0 ? (
                  <button type="submit" name="direction" value="up" className="button">
                    <span aria-hidden="true">↑</span> {m.moveUp}
                    {which}
                  </button>
                ) : null}
                {index < count - 1 ? (
                  <button type="submit" name="direction" value="down" className="button">
                    <span aria-hidden="true">↓</span> {m.moveDown}
                    {which}
                  </button>
                ) : null}
              </form>
            ) : null}
            <a className="button danger" href={`${address}/delete`}>
              {m.delete}
              {which}
            </a>
          </div>
        </div>
      </div>
    </li>
  )
}

/**
 * A caption's key among the page's fields, which its id and its error go by: every slide in
 * the list has the same fields, so theirs carry the slide's id (`slide-3-caption-pt`); the add
 * form's are its name.
 */
function captionKey(name: string, slideId?: number) {
  return slideId === undefined ? name : `slide-${slideId}-${name}`
}

/** A slide's captions, one input a language: in a listed slide's form, or in the add form. */
function CaptionFields({
  admin,
  slideId,
  captions,
  errors,
}: {
  admin: AdminRequestContext
  slideId?: number
  captions?: Record<Language, string>
  errors: FieldErrors
}) {
  const c = contentMessages[admin.lang]
  return (
    <fieldset className="stack">
      <legend>{c.slides.captions}</legend>
      <p className="hint">{c.slides.captionsHint}</p>
      {captionLanguages.map((lang) => {
        const name = captionField(lang)
        const key = captionKey(name, slideId)
        return (
          <Field
            key={lang}
            id={`field-${key}`}
            name={name}
            label={c.languageNames[lang]}
            lang={lang}
            defaultValue={captions?.[lang] ?? ''}
            maxLength={captionMaxLength}
            error={errors[key]}
          />
        )
      })}
    </fieldset>
  )
}

const mediaTypes = [
  ...Object.keys(mediaRules.image.types),
  ...Object.keys(mediaRules.video.types),
].join(',')
const imageTypes = Object.keys(mediaRules.image.types).join(',')

function AddSlide({
  admin,
  addition,
  errors,
}: {
  admin: AdminRequestContext
  addition?: SlideAddition
  errors: FieldErrors
}) {
  const c = contentMessages[admin.lang]
  const m = c.slides.add
  return (
    <section aria-labelledby="add-slide-title" className="panel-section">
      <h2 id="add-slide-title">{m.title}</h2>
      <form
        method="post"
        action={`${admin.base}/slides`}
        encType="multipart/form-data"
        className="stack narrow"
        noValidate
      >
        <CsrfField admin={admin} />
        <Field
          name="media"
          label={m.media}
          hint={m.mediaHint}
          type="file"
          accept={mediaTypes}
          error={errors.media}
        />
        <Field
          name="mobile"
          label={m.mobile}
          optional={m.optional}
          hint={m.mobileHint}
          type="file"
          accept={imageTypes}
          error={errors.mobile}
        />
        <CaptionFields admin={admin} captions={addition?.captions} errors={errors} />
        <div>
          <button type="submit" className="button primary">
            {m.submit}
          </button>
        </div>
      </form>
    </section>
  )
}

import {
  photoRules,
  type PhotoSection,
  photoSections,
  type TalentRecord,
  thumbnails,
} from '../../../../contracts/booking-admin'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { CsrfField, Field } from '../ui/form'
import { ConfirmDeletePage } from './confirm-delete'
import { OrderButtons, PostButton, thumbnailAddress } from './model-parts'

/**
 * Errors of the Photos part, by the id of the field they belong to (less its `field-`):
 * `photos-portfolio` for an upload, `alt-12-pt` for photo 12's Portuguese text.
 */
export type PhotoErrors = Partial<Record<string, string>>

/** The size a thumbnail is shown at: its longer side 160 px, its proportions kept. */
function thumbnailSize(width: number, height: number) {
  const longest = thumbnails.photo.shown.width
  if (width <= 0 || height <= 0) return { width: longest, height: longest }
  return width >= height
    ? { width: longest, height: Math.max(1, Math.round((longest * height) / width)) }
    : { width: Math.max(1, Math.round((longest * width) / height)), height: longest }
}

/**
 * A saved model's photos, a part per section: an upload of several at once, and each photo as a
 * thumbnail with its size, its order buttons, the two covers, its alternative texts and its
 * deletion (asked once more on a page of its own). Plain forms: no script.
 */
export function PhotosSection({
  admin,
  record,
  mediaBase,
  errors,
}: {
  admin: AdminRequestContext
  record: TalentRecord
  mediaBase?: string
  errors: PhotoErrors
}) {
  const m = modelsMessages[admin.lang].photos
  const address = `${admin.base}/models/${record.id}/photos`
  return (
    <section className="panel-section stack" aria-labelledby="photos-title">
      <h2 id="photos-title">{m.title}</h2>
      {photoSections.map((section) => {
        const sectionName = m.sections[section]
        const photos = record.photos[section]
        return (
          <section key={section} className="stack" aria-labelledby={`photos-${section}`}>
            <h3 id={`photos-${section}`}>{sectionName}</h3>
            {photos.length === 0 ? (
              <p className="muted">{m.empty}</p>
            ) : (
              <ol className="photo-list">
                {photos.map((photo, index) => {
                  const name = m.photoLabel(sectionName, index + 1)
                  const source = thumbnailAddress(mediaBase, photo.file, 'photo')
                  const isCover = record.cover === photo.file
                  const isWebCover = record.coverWeb === photo.file
                  const altOpen = (['en', 'es', 'pt'] as const).some(
                    (lang) => errors[`alt-${photo.id}-${lang}`],
                  )
                  return (
                    <li key={photo.id} className="photo-item stack">
                      {source ? (
                        <img
                          src={source}
                          // Named by the text beside it; its description is edited below.
                          alt=""
                          {...thumbnailSize(photo.width, photo.height)}
                          loading="lazy"
                          className="model-thumbnail"
                        />
                      ) : null}
                      <p className="photo-meta">
                        <span>{name}</span>
                        <span className="muted tabular">{m.size(photo.width, photo.height)}</span>
                        {isCover ? (
                          <span className="badge">
                            {record.coverChosen ? m.cover : m.coverStandIn}
                          </span>
                        ) : null}
                        {isWebCover ? (
                          <span className="badge">
                            {record.coverWebChosen ? m.webCover : m.webCoverStandIn}
                          </span>
                        ) : null}
                      </p>
                      <div className="photo-actions">
                        <OrderButtons
                          admin={admin}
                          action={`${address}/${photo.id}/move`}
                          labels={{ up: m.moveUpLabel(name), down: m.moveDownLabel(name) }}
                        />
                        {isCover && record.coverChosen ? null : (
                          <PostButton
                            admin={admin}
                            action={`${address}/${photo.id}/cover`}
                            label={m.useAsCoverLabel(name)}
                          >
                            {m.useAsCover}
                          </PostButton>
                        )}
                        {isWebCover && record.coverWebChosen ? null : (
                          <PostButton
                            admin={admin}
                            action={`${address}/${photo.id}/web-cover`}
                            label={m.useAsWebCoverLabel(name)}
                          >
                            {m.useAsWebCover}
                          </PostButton>
                        )}
                        <a href={`${address}/${photo.id}/delete`} aria-label={m.removeLabel(name)}>
                          {m.remove}
                        </a>
                      </div>
                      <details open={altOpen || undefined}>
                        <summary>{m.altLabel(name)}</summary>
                        <form
                          method="post"
                          action={`${address}/${photo.id}/alt`}
                          className="stack"
                          noValidate
                        >
                          <CsrfField admin={admin} />
                          <p className="hint">{m.altHint}</p>
                          {(['pt', 'en', 'es'] as const).map((lang) => (
                            <Field
                              key={lang}
                              id={`field-alt-${photo.id}-${lang}`}
                              name={lang}
                              label={m.altIn[lang]}
                              lang={lang}
                              defaultValue={photo.alt[lang]}
                              maxLength={photoRules.maxAlt}
                              error={errors[`alt-${photo.id}-${lang}`]}
                            />
                          ))}
                          <div className="row">
                            <button type="submit" className="button">
                              {m.saveAlt}
                            </button>
                          </div>
                        </form>
                      </details>
                    </li>
                  )
                })}
              </ol>
            )}
            <form
              method="post"
              action={`${address}/${section}`}
              encType="multipart/form-data"
              className="stack"
            >
              <CsrfField admin={admin} />
              <Field
                name="photos"
                id={`field-photos-${section}`}
                label={m.choose(sectionName)}
                hint={m.chooseHint}
                type="file"
                multiple
                accept={photoRules.types.join(',')}
                error={errors[`photos-${section}`]}
              />
              <div className="row">
                <button type="submit" className="button">
                  {m.upload}
                </button>
              </div>
            </form>
          </section>
        )
      })}
    </section>
  )
}

/** Deleting a photo takes it off the site and removes its file: asked once more. */
export function DeletePhotoPage({
  admin,
  record,
  photo,
  section,
  mediaBase,
}: {
  admin: AdminRequestContext
  record: TalentRecord
  photo: TalentRecord['photos'][PhotoSection][number]
  section: PhotoSection
  mediaBase?: string
}) {
  const m = modelsMessages[admin.lang].photos
  const index = record.photos[section].findIndex((item) => item.id === photo.id)
  const name = m.photoLabel(m.sections[section], index + 1)
  const source = thumbnailAddress(mediaBase, photo.file, 'photo')
  return (
    <ConfirmDeletePage
      admin={admin}
      section="models"
      words={m.confirm}
      question={m.confirm.question}
      address={`${admin.base}/models/${record.id}/photos/${photo.id}`}
      cancel={`${admin.base}/models/${record.id}#photos-${section}`}
    >
      <p>
        {record.name}: {name}
      </p>
      {source ? (
        <img
          src={source}
          alt={photo.alt[admin.lang] || name}
          {...thumbnailSize(photo.width, photo.height)}
          className="model-thumbnail"
        />
      ) : null}
    </ConfirmDeletePage>
  )
}

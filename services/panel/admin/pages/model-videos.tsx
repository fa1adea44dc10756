import type { TalentRecord } from '../../../../contracts/booking-admin'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { CsrfField, Field } from '../ui/form'
import { OrderButtons, PostButton } from './model-parts'

/**
 * A saved model's videos: each by its address, with its order buttons and its removal, and the
 * form that adds one by the address where it is watched.
 */
export function VideosSection({
  admin,
  record,
  url,
  error,
}: {
  admin: AdminRequestContext
  record: TalentRecord
  url: string
  error?: string
}) {
  const m = modelsMessages[admin.lang].videos
  const address = `${admin.base}/models/${record.id}/videos`
  return (
    <section className="panel-section stack" aria-labelledby="videos-title">
      <h2 id="videos-title">{m.title}</h2>
      {record.videos.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <ol className="stack">
          {record.videos.map((video, index) => (
            <li key={`${video.provider}-${video.file}`} className="row">
              <a href={video.url}>{video.url}</a>
              <OrderButtons
                admin={admin}
                action={`${address}/${index}/move`}
                labels={{ up: m.moveUpLabel(index + 1), down: m.moveDownLabel(index + 1) }}
              />
              <PostButton
                admin={admin}
                action={`${address}/${index}/delete`}
                label={m.removeLabel(index + 1)}
              >
                {m.remove}
              </PostButton>
            </li>
          ))}
        </ol>
      )}
      <form method="post" action={address} className="stack" noValidate>
        <CsrfField admin={admin} />
        <Field
          name="url"
          label={m.address}
          hint={m.addressHint}
          type="url"
          defaultValue={url}
          autoCapitalize="none"
          spellCheck={false}
          error={error}
        />
        <div className="row">
          <button type="submit" className="button">
            {m.add}
          </button>
        </div>
      </form>
    </section>
  )
}

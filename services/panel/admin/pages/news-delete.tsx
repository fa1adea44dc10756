import type { AdminRequestContext } from '../context'
import { commonMessages } from '../messages/common'
import { contentMessages } from '../messages/content'
import type { StoredStory } from '../news'
import { CsrfField } from '../ui/form'
import { formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'
import { storyLanguageNames, storyTitle } from './news'

/** Deleting a story takes it off the site in every language: asked once more, on its own page. */
export function DeleteStoryPage({
  admin,
  story,
}: {
  admin: AdminRequestContext
  story: StoredStory
}) {
  const m = contentMessages[admin.lang].news.remove
  const address = `${admin.base}/news/${story.id}`
  const { title, lang } = storyTitle(admin, story)
  return (
    <Layout admin={admin} title={m.title} section="news">
      <div className="narrow">
        <h1>{m.title}</h1>
        <p>
          <span lang={lang}>{title}</span>
          {' · '}
          <time dateTime={story.publishedAt.toISOString()}>
            {formatDateTime(admin.lang, story.publishedAt)}
          </time>
        </p>
        <p className="confirm-question">
          {m.question(storyLanguageNames(admin, story).join(', '))}
        </p>
        <form method="post" action={`${address}/delete`} className="row">
          <CsrfField admin={admin} />
          <button type="submit" className="button danger primary">
            {m.confirm}
          </button>
          <a href={address}>{commonMessages[admin.lang].cancel}</a>
        </form>
      </div>
    </Layout>
  )
}

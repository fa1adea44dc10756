import type { AdminRequestContext } from '../context'
import { contentMessages } from '../messages/content'
import type { StoredStory } from '../news'
import { formatDateTime } from '../ui/format'
import { ConfirmDeletePage } from './confirm-delete'
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
  const { title, lang } = storyTitle(admin, story)
  return (
    <ConfirmDeletePage
      admin={admin}
      section="news"
      words={m}
      question={m.question(storyLanguageNames(admin, story).join(', '))}
      address={`${admin.base}/news/${story.id}`}
    >
      <p>
        <span lang={lang}>{title}</span>
        {' · '}
        <time dateTime={story.publishedAt.toISOString()}>
          {formatDateTime(admin.lang, story.publishedAt)}
        </time>
      </p>
    </ConfirmDeletePage>
  )
}

import { type Language } from '../../../../contracts/languages'
import type { AdminRequestContext } from '../context'
import { contentMessages } from '../messages/content'
import { type StoredStory, storyLanguages } from '../news'
import { formatDateTime } from '../ui/format'
import { Layout } from '../ui/layout'

/** The stories' titles, in the panel's language first, else whichever the story has. */
export function storyTitle(admin: AdminRequestContext, story: StoredStory) {
  const order: Language[] = [admin.lang, ...storyLanguages.filter((lang) => lang !== admin.lang)]
  const lang = order.find((candidate) => story.languages[candidate]?.title)
  const title = lang ? story.languages[lang]?.title : undefined
  return { title: title ?? contentMessages[admin.lang].news.untitled(story.id), lang }
}

/** Draft, published, or published with a date still ahead. */
export function storyStatus(story: Pick<StoredStory, 'status' | 'publishedAt'>, now: Date) {
  if (story.status === 'draft') return 'draft'
  return story.publishedAt > now ? 'scheduled' : 'published'
}

export function storyLanguageNames(admin: AdminRequestContext, story: StoredStory) {
  const names = contentMessages[admin.lang].languageNames
  return storyLanguages.filter((lang) => story.languages[lang]).map((lang) => names[lang])
}

/** The news: every story, newest first, with its languages and whether the site shows it. */
export function NewsPage({
  admin,
  stories,
  notice,
  now = new Date(),
}: {
  admin: AdminRequestContext
  stories: StoredStory[]
  notice?: string
  now?: Date
}) {
  const m = contentMessages[admin.lang].news
  return (
    <Layout admin={admin} title={m.title} section="news" notice={notice}>
      <h1>{m.title}</h1>
      <p>{m.intro}</p>
      <p>
        <a className="button primary" href={`${admin.base}/news/new`}>
          {m.newPost}
        </a>
      </p>
      {stories.length === 0 ? (
        <p className="muted">{m.empty}</p>
      ) : (
        <div className="table-scroll">
          <table className="content-table">
            <caption className="content-caption">{m.caption(stories.length)}</caption>
            <thead>
              <tr>
                <th scope="col">{m.columns.title}</th>
                <th scope="col">{m.columns.languages}</th>
                <th scope="col">{m.columns.status}</th>
                <th scope="col">{m.columns.date}</th>
              </tr>
            </thead>
            <tbody>
              {stories.map((story) => {
                const { title, lang } = storyTitle(admin, story)
                const status = storyStatus(story, now)
                return (
                  <tr key={story.id}>
                    <th scope="row">
                      <a href={`${admin.base}/news/${story.id}`} lang={lang}>
                        {title}
                      </a>
                    </th>
                    <td>{storyLanguageNames(admin, story).join(', ')}</td>
                    <td>
                      <span className={status === 'draft' ? 'badge muted' : 'badge'}>
                        {m.statuses[status]}
                      </span>
                    </td>
                    <td className="nowrap tabular">
                      <time dateTime={story.publishedAt.toISOString()}>
                        {formatDateTime(admin.lang, story.publishedAt)}
                      </time>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  )
}

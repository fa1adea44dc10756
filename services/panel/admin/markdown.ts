import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { postHtmlOptions } from '../../../contracts/post-html'

/**
 * A post's body as the staff write it (Markdown, maybe with inline HTML), stored and served as
 * HTML cut to the subset both sides share (`contracts/post-html.ts`), so the panel never serves
 * a script to any client.
 */

const markdown = new Marked({ gfm: true, breaks: false, async: false })

/** Markdown (or HTML, or both) as the sanitised HTML a post's body is served as. */
export function renderPostBody(source: string): string {
  const html = markdown.parse(source, { async: false })
  return sanitizeHtml(html, postHtmlOptions).trim()
}

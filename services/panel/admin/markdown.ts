import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'
import { postHtmlOptions } from '../../../contracts/post-html'

/**
 * A post's body as the staff write it (Markdown, which may hold inline HTML, as the demo
 * posts' bodies do) and as the panel stores and serves it: HTML cut down to the editorial
 * subset both sides share (`contracts/post-html.ts`). The site sanitises again when it shows a
 * post; this pass is so that the panel never serves a script to any client, the site or another.
 */

const markdown = new Marked({ gfm: true, breaks: false, async: false })

/** Markdown (or HTML, or both) as the sanitised HTML a post's body is served as. */
export function renderPostBody(source: string): string {
  const html = markdown.parse(source, { async: false })
  return sanitizeHtml(html, postHtmlOptions).trim()
}

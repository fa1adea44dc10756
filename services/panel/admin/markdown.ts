import { Marked } from 'marked'
import sanitizeHtml, { type IOptions } from 'sanitize-html'

/**
 * A post's body as the staff write it (Markdown, which may hold inline HTML, as the demo
 * posts' bodies do) and as the panel stores and serves it: HTML cut down to the editorial
 * subset the site's post page allows (`app/lib/post-html.server.ts`, mirrored here since a
 * service cannot import the site). The site sanitises again when it shows a post; this pass
 * is so that the panel never serves a script to any client, the site or another.
 */

const markdown = new Marked({ gfm: true, breaks: false, async: false })

const options: IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  // No `javascript:`, `data:` or `vbscript:`: only the web and mail, or a path of the site.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their content is code or a fallback, not text of the post.
  nonTextTags: ['script', 'style', 'noscript', 'template', 'iframe', 'object', 'textarea', 'title'],
  transformTags: {
    // The post page's title is its only h1.
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => {
      const link: Record<string, string> = {}
      if (attribs.href) link.href = attribs.href
      if (attribs.title) link.title = attribs.title
      // A link that opens a new tab does not hand the new page a handle on this one.
      if (attribs.target) Object.assign(link, { target: '_blank', rel: 'noopener noreferrer' })
      return { tagName, attribs: link }
    },
  },
  // An image whose source was refused is an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
}

/** Markdown (or HTML, or both) as the sanitised HTML a post's body is served as. */
export function renderPostBody(source: string): string {
  const html = markdown.parse(source, { async: false })
  return sanitizeHtml(html, options).trim()
}

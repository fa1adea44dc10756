import type { IOptions } from 'sanitize-html'

/**
 * The editorial subset of HTML a post's body may use, on both sides: the panel stores only this
 * and the site renders only this, whatever a panel sends. Anything else goes, with every
 * attribute not named here (no `on…`, no `style`) and any URL not http(s), mailto or relative.
 */
export const postHtmlOptions = {
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
} satisfies IOptions

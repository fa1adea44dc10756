import sanitizeHtml, { type IOptions } from 'sanitize-html'
import { imageUrl } from './images'

// The width body images are fetched at: the post's column is at most about 45rem wide.
const bodyImageWidth = 960

const absoluteHttp = /^https?:\/\//i

/**
 * The editorial subset a post's body may use: the panel's HTML is sanitised before it is
 * rendered, so that a post cannot bring script or styling into the site. Anything else goes:
 * scripts, styles and embeds with their content, other tags leaving their text, every attribute not
 * named here (so no `on…` handler and no `style`), and any URL that is not http(s), mailto or
 * relative.
 */
function optionsFor(imageSource: (src: string) => string): IOptions {
  return {
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
      img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Their content is code or a fallback, not text of the post.
    nonTextTags: [
      'script',
      'style',
      'noscript',
      'template',
      'iframe',
      'object',
      'textarea',
      'title',
    ],
    transformTags: {
      // The page's title is its only h1.
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
      img: (tagName, attribs) => {
        const { src = '', alt = '', width, height } = attribs
        // The site's CSP allows images from itself only, and the image endpoint fetches from
        // allow-listed origins only: a photo from elsewhere is not shown either way.
        const image: Record<string, string> = {
          src: absoluteHttp.test(src) ? imageUrl(imageSource(src), bodyImageWidth) : src,
          // An image without a description is taken as decoration, not read out as its file name.
          alt,
          loading: 'lazy',
          decoding: 'async',
        }
        if (width && /^\d+$/.test(width)) image.width = width
        if (height && /^\d+$/.test(height)) image.height = height
        return { tagName, attribs: image }
      },
    },
    // An image whose source was refused is an empty box.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }
}

/**
 * A post's body as the page may render it. `imageSource` names a body image as the image
 * endpoint takes it: the panel client's `mediaReference`, so that a photo in the panel's own
 * media folder is shown by reference, never by the panel's (perhaps internal) address.
 */
export function sanitizePostHtml(
  html: string,
  { imageSource = (src: string) => src }: { imageSource?: (src: string) => string | null } = {},
): string {
  return sanitizeHtml(
    html,
    optionsFor((src) => imageSource(src) ?? src),
  )
}

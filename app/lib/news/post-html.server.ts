import sanitizeHtml, { type IOptions } from 'sanitize-html'
import { postHtmlOptions } from '../../../contracts/post-html'
import { imageUrl } from '../images'

// The width body images are fetched at: the post's column is at most about 45rem wide.
const bodyImageWidth = 960

const absoluteHttp = /^https?:\/\//i

/**
 * The shared editorial subset (`contracts/post-html.ts`), with body images sent through the
 * site's image endpoint, lazily loaded.
 */
function optionsFor(imageSource: (src: string) => string): IOptions {
  return {
    ...postHtmlOptions,
    allowedAttributes: {
      ...postHtmlOptions.allowedAttributes,
      img: [...postHtmlOptions.allowedAttributes.img, 'loading', 'decoding'],
    },
    transformTags: {
      ...postHtmlOptions.transformTags,
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

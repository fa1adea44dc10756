import type { HeadersArgs, MetaDescriptor } from 'react-router'

/**
 * What a page for one person only says (a package's page, decision 028): no cache of any
 * browser or proxy keeps it, no search engine indexes it, in the headers and in the page
 * alike. A refused post's `Retry-After` goes out with it.
 */
export function privatePageHeaders({ actionHeaders }: Pick<HeadersArgs, 'actionHeaders'>) {
  const headers = new Headers()
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Robots-Tag', 'noindex')
  return headers
}

export function privatePageMeta(title: string | undefined): MetaDescriptor[] {
  return [...(title ? [{ title }] : []), { name: 'robots', content: 'noindex' }]
}

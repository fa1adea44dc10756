import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { usePrefetchPolicy } from './navigation/use-connection'

/**
 * The site's link: a client-side navigation that prefetches on intent when the connection
 * allows, unless the link says otherwise (`prefetch="none"`).
 */
export function AppLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  const policy = usePrefetchPolicy()
  return <Link prefetch={prefetch ?? policy} {...props} />
}

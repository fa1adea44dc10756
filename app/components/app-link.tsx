import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { usePrefetchPolicy } from './navigation/use-connection'

/** The site's link: a client-side navigation that prefetches on intent when the connection allows. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const prefetch = usePrefetchPolicy()
  return <Link prefetch={prefetch} {...props} />
}

export type ConnectionFacts = {
  online: boolean
  /** `navigator.connection.effectiveType`, where the browser tells it. */
  effectiveType?: string
  saveData?: boolean
}

/**
 * Links prefetch the next page's code and data on intent (hover, focus, touch), except when
 * that would waste a visitor's data or fail anyway.
 */
export function prefetchPolicy({
  online,
  effectiveType,
  saveData,
}: ConnectionFacts): 'intent' | 'none' {
  if (!online || saveData) return 'none'
  if (effectiveType === '2g' || effectiveType === 'slow-2g') return 'none'
  return 'intent'
}

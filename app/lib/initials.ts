/** Up to two initials for a placeholder: the first and last names' ("Ana Maria Souza" → "AS"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word))
  const first = words[0]
  if (!first) return ''
  const last = words.length > 1 ? words[words.length - 1] : undefined
  return [first, last]
    .flatMap((word) => (word ? [Array.from(word.replace(/^[^\p{L}]+/u, ''))[0] ?? ''] : []))
    .join('')
    .toLocaleUpperCase()
}

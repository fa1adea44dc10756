import type { PostDate } from '~/lib/news/news'

/** A post's date as the server formatted it for the visitor's language, above its title. */
export function PublishedOn({ date }: { date: PostDate | null }) {
  if (!date) return null
  return (
    <time dateTime={date.iso} className="text-xs tracking-[0.14em] text-muted uppercase">
      {date.label}
    </time>
  )
}

import { initialsOf } from '~/lib/initials'

/**
 * What a model's photo box shows when she has no photo or it fails to load: her initials on
 * the placeholder's grey, large on a board's card, smaller in a list's thumbnail.
 */
export function InitialsPlaceholder({
  name,
  size = 'card',
}: {
  name: string
  size?: 'card' | 'thumbnail'
}) {
  return (
    <span
      aria-hidden="true"
      className={`flex size-full items-center justify-center bg-neutral-200 font-display text-muted ${
        size === 'card' ? 'text-4xl tracking-[0.08em]' : 'text-2xl'
      }`}
    >
      {initialsOf(name)}
    </span>
  )
}

import type { ReactNode } from 'react'

/**
 * A table wider than a phone, in a box that scrolls sideways. The box takes the keyboard focus,
 * so it can be scrolled without a mouse (its rows may hold no link), and its caption names it.
 */
export function ScrollingTable({
  captionId,
  caption,
  captionClassName = 'visually-hidden',
  className,
  children,
}: {
  captionId: string
  caption: ReactNode
  captionClassName?: string
  className?: string
  /** The table's head and body. */
  children: ReactNode
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className={className}>
        <caption id={captionId} className={captionClassName}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  )
}

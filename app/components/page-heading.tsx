import type { ReactNode } from 'react'

/** A page's title in the display face, as the boards and editorial pages open. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-[1600px] px-6 pt-10 pb-6 lg:px-12 lg:pt-16">
      <h1 className="font-display text-4xl leading-tight tracking-tight sm:text-5xl">{title}</h1>
      {children}
    </div>
  )
}

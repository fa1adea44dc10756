import { type ReactNode, useId } from 'react'

/** A form with its title and a line on what it is for, named by that title. */
export function FormSection({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <div>
        <h2 id={titleId} className="font-display text-2xl sm:text-3xl">
          {title}
        </h2>
        <p className="mt-2 max-w-measure text-muted">{intro}</p>
      </div>
      {children}
    </section>
  )
}

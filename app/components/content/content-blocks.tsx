import type { Block, Inline, Section } from '~/content/blocks'
import { usePathTo } from '~/i18n/use-locale'
import { AppLink } from '../app-link'
import { ArrowRightIcon } from '../control-icons'

const linkClass = 'underline decoration-1 underline-offset-4 hover:decoration-2'

function RichText({ text }: { text: Inline[] }) {
  const pathTo = usePathTo()
  return text.map((part, index) => {
    if (typeof part === 'string') return part
    if ('strong' in part) {
      return (
        <strong key={index} className="font-semibold">
          {part.strong}
        </strong>
      )
    }
    if ('page' in part) {
      return (
        <AppLink key={index} to={pathTo(part.page, part.params)} className={linkClass}>
          {part.text}
        </AppLink>
      )
    }
    return (
      <a key={index} href={part.href} className={linkClass}>
        {part.text}
      </a>
    )
  })
}

function ContentBlock({ block }: { block: Block }) {
  const pathTo = usePathTo()
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      )
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-muted">
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )
    case 'terms':
      return (
        <dl className="space-y-5">
          {block.items.map(({ term, text }) => (
            <div key={term}>
              <dt className="font-semibold">{term}</dt>
              <dd className="mt-1">
                <RichText text={text} />
              </dd>
            </div>
          ))}
        </dl>
      )
    case 'actions':
      return (
        <ul className="grid gap-px border border-line bg-line sm:grid-cols-3">
          {block.items.map(({ page, label, text }) => (
            <li key={page} className="bg-paper">
              <AppLink
                to={pathTo(page)}
                className="group flex h-full flex-col gap-3 p-6 transition-colors duration-200 hover:bg-mist"
              >
                <span className="font-display text-2xl leading-tight">
                  {label}
                  {/* Drawn, not typed: an arrow character would fetch two more font files. */}
                  <ArrowRightIcon className="ml-2 inline-block size-[0.8em] align-baseline transition-transform duration-200 group-hover:translate-x-1" />
                </span>
                <span className="text-muted">{text}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )
  }
}

/** A run of blocks: the text of a page's introduction or of one of its sections. */
export function ContentBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-5">
      {blocks.map((block, index) => (
        <ContentBlock key={index} block={block} />
      ))}
    </div>
  )
}

/**
 * A section under its heading. The heading carries the section's id and takes focus when a
 * link to it is followed (`#rights`), so that a keyboard or screen-reader user lands there too;
 * its scroll margin keeps it clear of the sticky header.
 */
export function ContentSection({ section }: { section: Section }) {
  return (
    <section aria-labelledby={section.id} className="space-y-5">
      <h2
        id={section.id}
        tabIndex={-1}
        className="scroll-mt-[calc(var(--header-height)+2rem)] font-display text-2xl leading-tight sm:text-3xl"
      >
        {section.title}
      </h2>
      <ContentBlocks blocks={section.blocks} />
    </section>
  )
}

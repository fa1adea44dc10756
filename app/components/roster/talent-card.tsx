import { type ReactNode, useEffect, useRef, useState } from 'react'
import { AppLink } from '~/components/app-link'
import { Image } from '~/components/image'
import { InitialsPlaceholder } from '~/components/initials-placeholder'
import type { TalentCard as TalentCardData } from '~/lib/roster/boards'
import { imageSrcSet, imageUrl } from '~/lib/images'

/** Cards are 2:3 portraits whatever the cover's own shape, like a contact sheet. */
const cardSize = { width: 800, height: 1200 }
const cardSizes = '(min-width: 1024px) 25vw, 50vw'

/**
 * A model's card: the cover, the name in capitals beneath, a link to the profile. On a device
 * that hovers, the web cover cross-fades in; it is fetched on the first hover, not before, so
 * a board of 20 cards costs 20 images, not 40. The card's control (a heart) sits beside the
 * link, not in it: a button inside a link would be neither.
 */
export function TalentCard({
  talent,
  position,
  priority,
  eager = false,
  action,
  details,
  prefetch,
}: {
  talent: TalentCardData
  position: number
  /** The page's one likely LCP image (see `Image`). */
  priority: boolean
  /** In the first row: loaded at once, though not first. */
  eager?: boolean
  /** A control on the photo's top corner: the heart on boards, the trash on favorites. */
  action?: ReactNode
  /** What follows the name, outside the link: a package's card adds the age, measures, note. */
  details?: ReactNode
  /** `none` where loading the page the card opens is counted (a package's book). */
  prefetch?: 'none'
}) {
  const [hovered, setHovered] = useState(false)
  const [hoverReady, setHoverReady] = useState(false)
  const item = useRef<HTMLLIElement>(null)
  // A mouse that entered the card before its script ran went unseen: it counts once it runs.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (item.current?.querySelector('a:hover')) setHovered(true)
    })
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <li
      ref={item}
      id={`talent-${position}`}
      className="relative scroll-mt-[calc(var(--header-height)+1rem)]"
    >
      <AppLink
        to={talent.href}
        prefetch={prefetch}
        className="group block"
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') setHovered(true)
        }}
      >
        <span className="relative block">
          <Image
            src={talent.cover}
            width={cardSize.width}
            height={cardSize.height}
            sizes={cardSizes}
            alt=""
            priority={priority}
            eager={eager}
            className="block"
            fallback={<InitialsPlaceholder name={talent.name} />}
          />
          {hovered && talent.coverWeb ? (
            <img
              src={imageUrl(talent.coverWeb, 640)}
              srcSet={imageSrcSet(talent.coverWeb, { maxWidth: cardSize.width })}
              sizes={cardSizes}
              alt=""
              width={cardSize.width}
              height={cardSize.height}
              decoding="async"
              data-hover-image=""
              data-ready={hoverReady || undefined}
              onLoad={() => setHoverReady(true)}
              className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-300 ease-out group-hover:data-ready:opacity-100 motion-reduce:transition-none"
            />
          ) : null}
        </span>
        <span
          data-talent-name=""
          className="mt-2 mb-4 block text-[0.8rem] leading-snug tracking-name uppercase group-hover:underline group-hover:underline-offset-4 lg:text-sm"
        >
          {talent.name}
        </span>
      </AppLink>
      {details}
      {/* A pale disc keeps the control legible on any photo. */}
      {action ? (
        <div className="absolute top-1 right-1 rounded-full bg-paper/90 hover:bg-paper">
          {action}
        </div>
      ) : null}
    </li>
  )
}

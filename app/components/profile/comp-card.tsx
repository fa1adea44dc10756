import { useRef, useState } from 'react'
import { useTranslation } from '~/i18n/translation'
import { DownloadIcon, PrintIcon } from '~/components/control-icons'
import { agency, agencyContactLines } from '~/config/agency'
import { imageUrl } from '~/lib/images'
import type { LabelledMeasure } from '~/lib/measures/measures'
import type { GalleryImage } from '~/lib/profile/profile-sections'
import { MeasuresRow } from './measures-row'

const printWidth = 800
/** Long enough for four photographs on a slow line; the dialog opens regardless after it. */
const printWaitMs = 5000

/**
 * The comp card: on screen, the Print and Download actions; on paper, the card itself (name,
 * measures, four photographs, the agency's contact) on one A4 page, laid out by the print
 * styles. Its photographs load only when a print is asked for, not on every profile view.
 */
export function CompCard({
  name,
  measures,
  images,
  downloadUrl,
}: {
  name: string
  measures: readonly LabelledMeasure[]
  images: readonly GalleryImage[]
  downloadUrl: string
}) {
  const { t } = useTranslation()
  const [loadImages, setLoadImages] = useState(false)
  const card = useRef<HTMLDivElement>(null)

  async function print() {
    setLoadImages(true)
    // Let React render the photographs eagerly, then wait for them before the dialog opens.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    const photos = Array.from(card.current?.querySelectorAll('img') ?? [])
    await Promise.race([
      Promise.allSettled(photos.map((photo) => photo.decode())),
      new Promise((resolve) => setTimeout(resolve, printWaitMs)),
    ])
    window.print()
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 print:hidden">
        <h2 className="mr-2 text-[0.7rem] tracking-[0.14em] text-muted uppercase">
          {t('profile.printComposite')}
        </h2>
        <button
          type="button"
          onClick={() => void print()}
          className="inline-flex min-h-11 items-center gap-2 px-2 text-sm tracking-[0.08em] uppercase hover:underline"
        >
          <PrintIcon />
          {t('profile.print')}
        </button>
        <a
          href={downloadUrl}
          download
          className="inline-flex min-h-11 items-center gap-2 px-2 text-sm tracking-[0.08em] uppercase hover:underline"
        >
          <DownloadIcon />
          {t('profile.download')}
        </a>
      </div>
      <div ref={card} data-comp-card="" className="comp-card hidden print:flex">
        <p className="comp-card-name font-display">{name}</p>
        <MeasuresRow entries={measures} className="comp-card-measures" />
        <div className="comp-card-photos">
          {images.map((image, index) => (
            <img
              key={image.url}
              src={imageUrl(image.url, printWidth)}
              width={image.width ?? 1600}
              height={image.height ?? 2400}
              alt={t('profile.photo', { name, section: t('profile.compCard'), index: index + 1 })}
              loading={loadImages ? 'eager' : 'lazy'}
              decoding="async"
            />
          ))}
        </div>
        <footer className="comp-card-agency">
          <strong>{agency.name}</strong>
          {agencyContactLines().map((line) => (
            <span key={line}>{line}</span>
          ))}
        </footer>
      </div>
    </>
  )
}

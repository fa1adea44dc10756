import { useId } from 'react'
import { AppLink } from '~/components/app-link'
import { ArrowLeftIcon } from '~/components/control-icons'
import { Gallery } from '~/components/profile/gallery'
import { MeasuresRow } from '~/components/profile/measures-row'
import { VideoFacade } from '~/components/profile/video-facade'
import { useTranslation } from '~/i18n/translation'
import type { PackageBookView } from '~/lib/packages/package-page.server'

const sectionTitle = 'font-caps text-[0.8rem] tracking-[0.14em] uppercase'

/**
 * A model's book within a package: her name, her age (and measures, when the package shows
 * them), then each section the package shows, one beneath the other, with the profile's
 * gallery and video player; a link back to the package above and below.
 */
export function PackageBookPage({ view }: { view: PackageBookView }) {
  const { t } = useTranslation()
  const entries = [
    ...(view.age === null || view.measures.some(({ key }) => key === 'age')
      ? []
      : [{ key: 'age' as const, label: t('measures.age'), value: String(view.age) }]),
    ...view.measures,
  ]
  const empty = view.galleries.length === 0 && view.videos.length === 0

  return (
    <article className="mx-auto flex max-w-[1600px] flex-col gap-8 px-6 pt-4 pb-16 lg:gap-12 lg:px-12 lg:pt-6">
      <header className="flex flex-col gap-4">
        <BackToPackage to={view.backTo} />
        <p className="font-caps text-[0.7rem] tracking-[0.14em] text-muted uppercase">
          {view.packageTitle}
        </p>
        <h1 className="font-display text-4xl leading-none tracking-name uppercase sm:text-5xl lg:text-6xl">
          {view.name}
        </h1>
        <MeasuresRow entries={entries} />
      </header>
      {view.galleries.map(({ section, images }, index) => (
        <BookSection key={section} title={t(`profile.${section}`)} section={section}>
          <Gallery
            images={images}
            name={view.name}
            section={t(`profile.${section}`)}
            sectionKey={section}
            leading={index === 0}
          />
        </BookSection>
      ))}
      {view.videos.length > 0 ? (
        <BookSection title={t('profile.videos')} section="videos">
          <div className="grid gap-4 lg:grid-cols-2">
            {view.videos.map((video, index) => (
              <VideoFacade
                key={`${video.provider}:${video.id}`}
                video={video}
                name={view.name}
                index={index + 1}
              />
            ))}
          </div>
        </BookSection>
      ) : null}
      {empty ? <p className="text-muted">{t('packages.book.empty')}</p> : null}
      <BackToPackage to={view.backTo} />
    </article>
  )
}

function BookSection({
  title,
  section,
  children,
}: {
  title: string
  section: string
  children: React.ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} data-book-section={section} className="flex flex-col gap-3">
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  )
}

function BackToPackage({ to }: { to: string }) {
  const { t } = useTranslation()
  return (
    <AppLink
      to={to}
      // Each load of the package counts as its opening: a hover or a touch is not one.
      prefetch="none"
      className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start px-2 text-sm tracking-[0.14em] text-muted uppercase hover:text-ink"
    >
      <ArrowLeftIcon />
      {t('packages.book.back')}
    </AppLink>
  )
}

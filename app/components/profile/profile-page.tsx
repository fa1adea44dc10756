import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { HeartButton } from '~/components/favorites/heart-button'
import { InstagramIcon } from '~/components/icons'
import { BackLink } from '~/components/profile/back-link'
import { CompCard } from '~/components/profile/comp-card'
import { Gallery } from '~/components/profile/gallery'
import { MeasuresRow } from '~/components/profile/measures-row'
import { SectionTabs } from '~/components/profile/section-tabs'
import { UnitsToggle } from '~/components/units/units-toggle'
import { VideoFacade } from '~/components/profile/video-facade'
import { useTranslation } from '~/i18n/translation'
import { asFavorite } from '~/lib/favorites/favorites'
import { type ProfileSection, paragraphsOf, selectedSection } from '~/lib/profile/profile-sections'
import type { ProfileView } from '~/lib/profile/profile.server'
import { recordView } from '~/lib/favorites/recently-viewed-store'

/** A model's profile: name, measures, the sections' tabs and the selected one, the comp card. */
export function ProfilePage({ talent }: { talent: ProfileView }) {
  const { t } = useTranslation()
  const [searchParams] = useSearchParams()
  const section = selectedSection(searchParams.get('section'), talent.sections)
  // The favorites page lists the profiles opened last (kept in this browser).
  const { id, name, cover, coverWeb } = talent
  useEffect(() => recordView({ id, name, cover, coverWeb }), [id, name, cover, coverWeb])

  return (
    <article className="mx-auto max-w-[1600px] px-6 pt-4 pb-16 lg:px-12 lg:pt-6 print:p-0">
      <div data-profile-screen="" className="flex flex-col gap-6">
        <header className="flex flex-col gap-4">
          <BackLink to={talent.backTo} />
          <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
            <div className="flex items-end gap-2">
              <h1 className="font-display text-4xl leading-none tracking-name uppercase sm:text-5xl lg:text-6xl">
                {talent.name}
              </h1>
              <HeartButton talent={asFavorite(talent)} size={26} className="-mb-2" />
            </div>
            {talent.instagram ? (
              <a
                href={talent.instagram.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 text-sm text-muted hover:text-ink"
              >
                <InstagramIcon width="18" height="18" />
                <span>{t('profile.instagram', { handle: talent.instagram.handle })}</span>
                <span className="sr-only">{t('footer.newTab')}</span>
              </a>
            ) : null}
          </div>
          <div className="flex flex-col gap-1">
            <MeasuresRow entries={talent.labelledMeasures} />
            {talent.measures.some(({ key }) => key !== 'hair' && key !== 'eyes') ? (
              <UnitsToggle />
            ) : null}
          </div>
        </header>
        {section ? (
          <>
            <SectionTabs sections={talent.sections} selected={section} />
            <SectionContent talent={talent} section={section} />
          </>
        ) : null}
      </div>
      <div className="mt-8 print:mt-0">
        <CompCard
          name={talent.name}
          measures={talent.labelledMeasures}
          images={talent.compCard}
          downloadUrl={talent.compCardUrl}
        />
      </div>
    </article>
  )
}

function SectionContent({ talent, section }: { talent: ProfileView; section: ProfileSection }) {
  const { t } = useTranslation()
  const heading = t(`profile.${section}`)
  if (section === 'videos') {
    return (
      <section aria-label={heading} className="grid gap-4 lg:grid-cols-2">
        {talent.videos.map((video, index) => (
          <VideoFacade
            key={`${video.provider}:${video.id}`}
            video={video}
            name={talent.name}
            index={index + 1}
          />
        ))}
      </section>
    )
  }
  if (section === 'biography') {
    return (
      <section aria-label={heading} className="max-w-measure text-base leading-relaxed">
        {paragraphsOf(talent.about).map((paragraph) => (
          <p key={paragraph} className="mb-4 whitespace-pre-line">
            {paragraph}
          </p>
        ))}
        {talent.skills.length > 0 ? (
          <>
            <h2 className="mt-6 text-[0.7rem] tracking-[0.14em] text-muted uppercase">
              {t('profile.skills')}
            </h2>
            <p className="mt-1">{talent.skills.join(' · ')}</p>
          </>
        ) : null}
      </section>
    )
  }
  const images =
    section === 'portfolio'
      ? talent.portfolio
      : section === 'polaroids'
        ? talent.polaroids
        : talent.composite
  return (
    <Gallery
      key={section}
      images={images}
      name={talent.name}
      section={heading}
      sectionKey={section}
    />
  )
}

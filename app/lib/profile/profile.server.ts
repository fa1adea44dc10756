import { type AppLoadContext, redirect } from 'react-router'
import { agency } from '~/config/agency'
import { type Division, divisionCategoryIds, isDivision } from '~/config/business'
import type { Locale } from '~/i18n/locales'
import { localizedPath, type ResolvedPage } from '~/i18n/pages'
import { translatorFor } from '~/i18n/resources.server'
import type { Talent } from '../../clients/booking.server'
import { agencyTimeZone, todayIn } from '../../../contracts/agency-time'
import { ageOn } from '../../../contracts/birthdate'
import { profilePath } from '../roster/boards'
import { notFound } from '../page/errors'
import { imageUrl } from '../images'
import { instagramProfile } from '../../../contracts/instagram'
import { heightInCentimetres, labelledMeasures, measuresOf } from '../measures/measures'
import { modelsBreadcrumb, pageSeo } from '../page/page-seo.server'
import { compCardImages, sectionsOf } from './profile-sections'
import { personData } from '../page/structured-data'
import { redirectPath } from '../page/redirect-path.server'
import { translateSkill } from '../roster/skills'
import { talentSlug } from '../slug'
import { defaultUnits, type Units, unitsFromCookieHeader } from '../measures/units'

/**
 * What a profile page renders: formatted on the server, so the browser gets no raw record; its
 * measures in the visitor's units.
 */
export function profileView(
  talent: Talent,
  locale: Locale,
  division: Division | null,
  units: Units = defaultUnits,
) {
  const hero = talent.heroImage
  // A talent without a portfolio still has one photograph to show: the hero.
  const portfolio = talent.portfolio.length > 0 ? talent.portfolio : hero ? [hero] : []
  const content = { ...talent, portfolio }
  const age = ageOn(talent.birthdate, todayIn(agencyTimeZone))
  const measures = measuresOf(talent, locale, units)
  return {
    id: talent.id,
    name: talent.name,
    // What the heart keeps: the card the boards show.
    cover: talent.cover,
    coverWeb: talent.coverWeb,
    gender: talent.gender,
    age,
    measures,
    // Labelled here, so the browser needs none of the measures' code.
    labelledMeasures: labelledMeasures(measures, translatorFor(locale), age),
    instagram: instagramProfile(talent.instagram),
    sections: sectionsOf(content),
    portfolio,
    polaroids: talent.polaroids,
    composite: talent.composite,
    videos: talent.videos,
    about: talent.about,
    skills: talent.skills.map((skill) => translateSkill(skill, locale)),
    compCard: compCardImages(hero, content),
    backTo: division
      ? localizedPath('board', locale, { division })
      : localizedPath('roster', locale),
    compCardUrl: `/comp-cards/${talent.id}?lang=${locale}`,
  }
}

export type ProfileView = ReturnType<typeof profileView>

/**
 * The talent a profile path names. An unknown id, or a talent the site does not list, is a
 * 404; a wrong slug, or a division the talent is not on, answers 301 to the right address.
 */
export async function loadProfile(request: Request, context: AppLoadContext, page: ResolvedPage) {
  const { locale, params } = page
  const id = Number(params.id)
  if (!/^\d{1,9}$/.test(params.id ?? '') || id < 1) throw notFound()
  let division: Division | null = null
  if (page.page === 'boardProfile') {
    if (!isDivision(params.division)) throw notFound()
    division = params.division
  }
  const talent = await context.booking.profile(id, locale)
  if (!talent) throw notFound()

  const onDivision = division === null || talent.categoryIds.includes(divisionCategoryIds[division])
  const path = profilePath(
    talent,
    locale,
    onDivision && division ? { kind: 'division', division } : undefined,
  )
  const { pathname, search } = new URL(request.url)
  if ((params.slug !== talentSlug(talent.name) || !onDivision) && pathname !== path) {
    throw redirect(redirectPath(request, path + search, locale), 301)
  }

  const cover = talent.cover ?? talent.heroImage?.url ?? null
  const t = translatorFor(locale)
  const board = onDivision ? division : null
  // The visitor's units, from the cookie the toggle sets; the page cache keys on them too.
  const view = profileView(
    talent,
    locale,
    board,
    unitsFromCookieHeader(request.headers.get('cookie')),
  )
  // The description, like the structured data, is metric whatever the visitor reads: it is what
  // search engines and link previews quote, to everyone (decision 019).
  const measures = labelledMeasures(measuresOf(talent, locale), t)
    .map(({ label, value }) => `${label} ${value}`)
    .join(' · ')
  // Every address of a talent points search engines at the one without the division.
  const canonical: ResolvedPage = {
    page: 'profile',
    locale,
    params: { id: String(talent.id), slug: talentSlug(talent.name) },
    canonical: true,
  }
  const canonicalUrl = context.publicUrl + localizedPath('profile', locale, canonical.params)
  const person = personData({
    publicUrl: context.publicUrl,
    name: talent.name,
    url: canonicalUrl,
    imagePath: cover ? imageUrl(cover, 1200) : null,
    heightCm: heightInCentimetres(talent.height),
  })
  // The trail the visitor came by: through the board when the address names one.
  const breadcrumb = modelsBreadcrumb(context, locale, [
    ...(board
      ? [
          {
            name: t('pages.board.title', { division: t(`divisions.${board}`) }),
            url: context.publicUrl + localizedPath('board', locale, { division: board }),
          },
        ]
      : []),
    { name: talent.name, url: canonicalUrl },
  ])
  const seo = pageSeo(request, context, {
    page: canonical,
    structuredData: [person, breadcrumb],
    title: talent.name,
    description: t('profile.description', {
      name: talent.name,
      agency: agency.name,
      measures,
    }).trim(),
    // Link previews show the talent's cover, the photo the boards show.
    image: cover ? context.publicUrl + imageUrl(cover, 1200) : undefined,
  })
  return { seo, talent: view }
}

import type { Locale } from '~/i18n/locales'
import { localizedPath } from '~/i18n/pages'
import type { TalentCard } from '~/lib/boards'
import type { FavouriteTalent } from '~/lib/favourites'
import { talentSlug } from '~/lib/slug'

/** A favourite as a board's card, its link in the visitor's language. */
export function favouriteCard(talent: FavouriteTalent, locale: Locale): TalentCard {
  return {
    ...talent,
    href: localizedPath('profile', locale, {
      id: String(talent.id),
      slug: talentSlug(talent.name),
    }),
  }
}

import type { AppLoadContext } from 'react-router'
import { agency, agencyContactLines } from '~/config/agency'
import { languageTags, type Locale } from '~/i18n/locales'
import { translatorFor } from '~/i18n/resources.server'
import { loadCompCardImages } from './comp-card-images.server'
import { compCardFileName, renderCompCard } from './comp-card-pdf.server'
import { notFound } from '../page/errors'
import { imageUrl } from '../images'
import { labelledMeasures } from '../measures/measures'
import { profileView } from './profile.server'

/** Sharp on an A4 card at its largest photo (about 11 cm wide), and one of the endpoint's widths. */
const compCardPhotoWidth = 960

/**
 * A talent's comp card as a PDF download, in the visitor's language: the same four
 * photographs and measures as the printed card, fetched from the booking service's media.
 */
export async function compCardResponse(context: AppLoadContext, id: number, locale: Locale) {
  const talent = await context.booking.profile(id, locale)
  if (!talent) throw notFound()
  // Metric, as the agency prints its cards: one file per talent and language, shared by every
  // visitor (the page cache keeps it by address), whatever units the visitor reads the site in.
  const view = profileView(talent, locale, null)
  const measures = labelledMeasures(view.measures, translatorFor(locale), view.age)
  // Through the site's image endpoint: its disk cache holds the photos already resized, so a
  // card neither downloads the originals nor encodes them again from scratch.
  const images = await loadCompCardImages(
    view.compCard.map((image) => context.localUrl + imageUrl(image.url, compCardPhotoWidth)),
    { logger: context.logger, maxWidth: compCardPhotoWidth },
  )
  const pdf = await renderCompCard({
    name: talent.name,
    measures,
    images,
    agency: { name: agency.name, lines: [...agencyContactLines(), context.publicUrl] },
    language: languageTags[locale],
  })
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${compCardFileName(talent.name)}"`,
      'Cache-Control': 'public, max-age=300',
    },
  })
}

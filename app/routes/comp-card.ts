import { defaultLocale, isLocale } from '~/i18n/locales'
import { compCardResponse } from '~/lib/profile/comp-card.server'
import { notFound } from '~/lib/page/errors'
import type { Route } from './+types/comp-card'

/** `/comp-cards/4182?lang=pt`: a model's comp card as a PDF, named after the model. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw notFound()
  const lang = new URL(request.url).searchParams.get('lang')
  return compCardResponse(context, Number(params.id), isLocale(lang) ? lang : defaultLocale)
}

import { lazy, Suspense } from 'react'
import { useTranslation } from '~/i18n/translation'
import { PageHeading } from '~/components/page-heading'
import { answerFormPost, isSentPage } from '~/lib/form-post.server'
import { pageOf, pageSeo } from '~/lib/page-seo.server'
import { sendScoutingApplication } from '~/lib/scouting-application.server'
import { seoMeta } from '~/lib/seo'
import type { Route } from './+types/be-a-model'

// The form's checks arrive while the page hydrates; until then the server-rendered form
// posts like any plain form (see the favorites page).
const ScoutingForm = lazy(() =>
  import('~/components/scouting/scouting-form').then((module) => ({
    default: module.ScoutingForm,
  })),
)

// Be a Model: the application to be scouted, with photos and an optional video.
export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo)

export function loader({ request, context }: Route.LoaderArgs) {
  return { seo: pageSeo(request, context), sent: isSentPage(request) }
}

// Without JavaScript the form posts here; with it, to `/api/get-scouted` for the progress.
export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageOf(request).locale
  return answerFormPost(request, await sendScoutingApplication(request, context, locale))
}

export {
  formPageHeaders as headers,
  keepLoadedDataOnPost as shouldRevalidate,
} from '~/lib/form-page'

export default function BeAModel({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeading title={t('pages.beAModel.title')} />
      <div className="mx-auto max-w-[1600px] px-6 pb-8 lg:px-12">
        <div className="mb-12 max-w-measure space-y-4 text-lg leading-relaxed">
          <p>{t('scouting.intro')}</p>
          <p className="text-base text-muted">{t('scouting.tips')}</p>
        </div>
        <Suspense>
          <ScoutingForm sent={loaderData.sent} />
        </Suspense>
      </div>
    </>
  )
}

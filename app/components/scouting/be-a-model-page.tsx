import { formOnIntent } from '~/components/forms/form-on-intent'
import { PageHeading } from '~/components/page-heading'
import { useTranslation } from '~/i18n/translation'

const ScoutingForm = formOnIntent(() =>
  import('~/components/scouting/scouting-form').then((module) => module.ScoutingForm),
)

/** Be a Model: the application to be scouted, with photos and an optional video. */
export function BeAModelPage({ sent }: { sent: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeading title={t('pages.beAModel.title')} />
      <div className="mx-auto max-w-[1600px] px-6 pb-8 lg:px-12">
        <div className="mb-12 max-w-measure space-y-4 text-lg leading-relaxed">
          <p>{t('scouting.intro')}</p>
          <p className="text-base text-muted">{t('scouting.tips')}</p>
        </div>
        <ScoutingForm sent={sent} />
      </div>
    </>
  )
}

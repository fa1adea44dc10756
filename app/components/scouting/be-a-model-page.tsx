import { formOnIntent } from '~/components/forms/form-on-intent'
import { PageHeading } from '~/components/page-heading'
import { agency } from '~/config/agency'
import { Trans, useTranslation } from '~/i18n/translation'

const ScoutingForm = formOnIntent(() =>
  import('~/components/scouting/scouting-form').then((module) => module.ScoutingForm),
)

const linkClasses = 'underline underline-offset-4 whitespace-nowrap'

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
          {/* Scams in an agency's name ask applicants for money: say plainly that it never does. */}
          <p className="border-l-2 border-current pl-4 text-base">
            <Trans
              i18nKey="scouting.neverCharges"
              values={{ email: agency.email, phone: agency.phone }}
              components={{
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills it with the words
                mail: <a href={`mailto:${agency.email}`} className={linkClasses} />,
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans fills it with the words
                phone: <a href={`tel:${agency.phoneHref}`} className={linkClasses} />,
              }}
            />
          </p>
        </div>
        <ScoutingForm sent={sent} />
      </div>
    </>
  )
}

import { useId } from 'react'
import { MeasuresRow } from '~/components/profile/measures-row'
import { TalentCard } from '~/components/roster/talent-card'
import { agency } from '~/config/agency'
import { useTranslation } from '~/i18n/translation'
import type {
  OpenPackageView,
  PackageAnswerReply,
  PackageModelView,
} from '~/lib/packages/package-page.server'
import { PackageAnswerForm } from './package-answer-form'

const smallCaps = 'font-caps text-[0.7rem] tracking-[0.14em] text-muted uppercase'

/**
 * A package as its client sees it: who sends it and what for, the booker's note, the models
 * in the booker's order (each linking to her book within the package), and the answer form;
 * after an answer, the thanks in its place.
 */
export function PackagePage({
  view,
  reply,
}: {
  view: OpenPackageView
  /** What the answer's post gave back, when it did not go. */
  reply: Extract<PackageAnswerReply, { state: 'answer' }> | null
}) {
  const { t } = useTranslation()
  const modelsTitleId = useId()
  const answerable = view.models.flatMap((model) => (model.available ? [model] : []))

  return (
    <article className="mx-auto flex max-w-[1600px] flex-col gap-10 px-6 pt-6 pb-16 lg:gap-14 lg:px-12 lg:pt-10">
      <header className="flex max-w-measure flex-col gap-4">
        <p className={smallCaps}>{t('packages.from', { agency: agency.name })}</p>
        <h1 className="font-display text-4xl leading-tight sm:text-5xl">{view.title}</h1>
        {view.clientName ? (
          <p className="text-lg">{t('packages.greeting', { name: view.clientName })}</p>
        ) : null}
        {view.note ? (
          <div className="flex flex-col gap-1 border-l border-ink pl-4">
            <p className={smallCaps}>{t('packages.noteLabel')}</p>
            <p className="text-base leading-relaxed whitespace-pre-line">{view.note}</p>
          </div>
        ) : null}
        <p className="text-sm text-muted">{t('packages.openUntil', { date: view.openUntil })}</p>
      </header>

      {view.answered ? (
        <section
          role="status"
          aria-labelledby={`${modelsTitleId}-thanks`}
          className="max-w-measure border border-ink px-6 py-5"
          data-package-answered=""
        >
          <h2 id={`${modelsTitleId}-thanks`} className="font-display text-2xl">
            {t('packages.answer.thanksTitle')}
          </h2>
          <p className="mt-2">{t('packages.answer.thanks', { agency: agency.name })}</p>
        </section>
      ) : null}

      <section aria-labelledby={modelsTitleId} className="flex flex-col gap-4">
        <h2 id={modelsTitleId} className="font-caps text-[0.8rem] tracking-[0.14em] uppercase">
          {t('packages.models')}
        </h2>
        <ol className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4">
          {view.models.map((model, index) =>
            model.available ? (
              <TalentCard
                key={model.id}
                talent={model}
                position={index + 1}
                priority={index === 0}
                eager={index < 4}
                details={<ModelDetails model={model} />}
                // Each load of a book counts as its opening: a hover or a touch is not one.
                prefetch="none"
              />
            ) : (
              <UnavailableModel key={model.id} />
            ),
          )}
        </ol>
      </section>

      {!view.answered && answerable.length > 0 ? (
        <PackageAnswerForm
          models={answerable}
          askName={view.askName}
          initial={view.answer}
          reply={reply}
        />
      ) : null}
    </article>
  )
}

function ModelDetails({ model }: { model: Extract<PackageModelView, { available: true }> }) {
  const { t } = useTranslation()
  const entries = [
    ...(model.age === null
      ? []
      : [{ key: 'age' as const, label: t('measures.age'), value: String(model.age) }]),
    ...model.measures,
  ]
  return (
    <div className="-mt-2 flex flex-col gap-3">
      <MeasuresRow entries={entries} className="gap-x-4 gap-y-2" />
      {model.note ? (
        <p className="text-sm leading-relaxed whitespace-pre-line">
          <span className="sr-only">{t('packages.modelNote')}: </span>
          {model.note}
        </p>
      ) : null}
    </div>
  )
}

/** A model hidden or deleted since the package was made: her place, said plainly. */
function UnavailableModel() {
  const { t } = useTranslation()
  return (
    <li data-package-unavailable="">
      <div className="flex aspect-[2/3] flex-col items-center justify-center gap-2 bg-mist px-4 text-center">
        <p className="font-caps text-[0.8rem] tracking-[0.14em] uppercase">
          {t('packages.unavailable')}
        </p>
        <p className="text-sm text-muted">{t('packages.unavailableDetail')}</p>
      </div>
    </li>
  )
}

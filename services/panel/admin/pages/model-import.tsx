import type { ImportPlan, PlannedTalent } from '../../../../contracts/booking-admin'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { CsrfField, ErrorSummary, Field } from '../ui/form'
import { Layout } from '../ui/layout'
import { ScrollingTable } from '../ui/table'

/**
 * The booking software's export brought in (issue 27): the upload's form, then what the import
 * would do, applied only when the staff confirm it.
 */
export function ModelImportPage({
  admin,
  error,
}: {
  admin: AdminRequestContext
  /** Why the last upload was refused, in the staff's language. */
  error?: string
}) {
  const m = modelsMessages[admin.lang]
  const i = m.importer
  return (
    <Layout admin={admin} title={i.title} section="models">
      <p>
        <a href={`${admin.base}/models`}>{m.back}</a>
      </p>
      <h1>{i.title}</h1>
      <p>{i.help}</p>
      <ErrorSummary admin={admin} errors={{ export: error }} />
      <form
        method="post"
        action={`${admin.base}/models/import`}
        encType="multipart/form-data"
        className="stack"
      >
        <CsrfField admin={admin} />
        <Field
          name="export"
          label={i.file}
          hint={i.fileHint}
          type="file"
          accept=".zip,application/zip"
          error={error}
        />
        <div className="row">
          <button type="submit" className="button primary">
            {i.upload}
          </button>
        </div>
      </form>
    </Layout>
  )
}

/** What the staged export would add, change and leave alone, and what it refuses; apply or cancel. */
export function ModelImportPreviewPage({
  admin,
  plan,
}: {
  admin: AdminRequestContext
  plan: ImportPlan
}) {
  const m = modelsMessages[admin.lang]
  const i = m.importer
  const { add, change, same } = plan.talents
  const refusedFiles = new Set(plan.problems.map((problem) => problem.file)).size
  const address = `${admin.base}/models/import/${encodeURIComponent(plan.id)}`
  const name = (talent: PlannedTalent) =>
    `${talent.name} (#${talent.id})${talent.unlisted ? ` (${i.unlisted})` : ''}`
  const unlisted = [...add, ...change].filter((talent) => talent.unlisted).length
  return (
    <Layout admin={admin} title={i.previewTitle} section="models">
      <p>
        <a href={`${admin.base}/models`}>{m.back}</a>
      </p>
      <h1>{i.previewTitle}</h1>
      <p>{i.summary(add.length, change.length, same.length, refusedFiles)}</p>
      {unlisted > 0 ? <p className="notice">{i.unlistedNote(unlisted)}</p> : null}

      <section className="panel-section stack" aria-labelledby="import-add">
        <h2 id="import-add">{i.add(add.length)}</h2>
        {add.length === 0 ? (
          <p className="muted">{i.nothing}</p>
        ) : (
          <ul>
            {add.map((talent) => (
              <li key={talent.id}>{name(talent)}</li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel-section stack" aria-labelledby="import-change">
        <h2 id="import-change">{i.change(change.length)}</h2>
        {change.length === 0 ? (
          <p className="muted">{i.nothing}</p>
        ) : (
          <ul>
            {change.map((talent) => (
              <li key={talent.id}>
                {name(talent)}: <span className="visually-hidden">{i.fields}: </span>
                {talent.fields.map((field) => i.fieldNames[field] ?? field).join(', ')}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="panel-section stack" aria-labelledby="import-same">
        <h2 id="import-same">{i.same(same.length)}</h2>
        {same.length === 0 ? (
          <p className="muted">{i.nothing}</p>
        ) : (
          <ul>
            {same.map((talent) => (
              <li key={talent.id}>{name(talent)}</li>
            ))}
          </ul>
        )}
      </section>

      {plan.problems.length > 0 ? (
        <section className="panel-section stack" aria-labelledby="import-problems">
          <h2 id="import-problems">{i.problems(refusedFiles)}</h2>
          <p>{i.problemsHint}</p>
          <ScrollingTable
            captionId="import-problems-caption"
            caption={i.problemsCaption}
            className="content-table"
          >
            <thead>
              <tr>
                <th scope="col">{i.fileName}</th>
                <th scope="col">{i.field}</th>
                <th scope="col">{i.message}</th>
              </tr>
            </thead>
            <tbody>
              {plan.problems.map((problem, index) => (
                <tr key={`${problem.file}-${problem.field}-${index}`}>
                  <td>{problem.file}</td>
                  <td>{problem.field}</td>
                  {/* The importer's own words. */}
                  <td lang="en">{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        </section>
      ) : null}

      <p>{i.applyHint}</p>
      <div className="row">
        <form method="post" action={`${address}/apply`} className="inline-form">
          <CsrfField admin={admin} />
          <button type="submit" className="button primary">
            {i.apply}
          </button>
        </form>
        <form method="post" action={`${address}/cancel`} className="inline-form">
          <CsrfField admin={admin} />
          <button type="submit" className="button">
            {i.cancel}
          </button>
        </form>
      </div>
    </Layout>
  )
}

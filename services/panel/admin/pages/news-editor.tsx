import type { AdminRequestContext } from '../context'
import { type FileProblem, mediaRules, mediaUrl } from '../media-upload'
import { contentMessages } from '../messages/content'
import {
  languageField,
  type LanguageDraft,
  type StoryDraft,
  type StoryErrors,
  storyLanguages,
  storyLimits,
} from '../news'
import {
  CheckboxField,
  ChoicesField,
  CsrfField,
  ErrorSummary,
  Field,
  type FieldErrors,
  TextField,
} from '../ui/form'
import { Layout } from '../ui/layout'

export type StoryEditorProps = {
  admin: AdminRequestContext
  /** Absent for a new story. */
  storyId?: number
  /** The title the page is named by: the story's, as stored. */
  title?: string
  draft: StoryDraft
  /** The cover stored now (`media/posts/….jpg`). */
  cover: string | null
  problems?: StoryErrors
  /** The cover sent with a form that came back: refused, or fine but not kept. */
  coverOutcome?: FileProblem | 'not-kept'
  notice?: string
}

const imageTypes = Object.keys(mediaRules.image.types).join(',')

/**
 * A story's editor: the date, the status and the cover it shares, and its text in each
 * language, each language a fieldset of its own that may be left out.
 */
export function StoryEditorPage({
  admin,
  storyId,
  title,
  draft,
  cover,
  problems = {},
  coverOutcome,
  notice,
}: StoryEditorProps) {
  const c = contentMessages[admin.lang]
  const m = c.news.editor
  const errors = storyErrors(admin, problems, coverOutcome)
  const heading = storyId === undefined ? m.newTitle : m.editTitle(title ?? '')
  const action = storyId === undefined ? `${admin.base}/news` : `${admin.base}/news/${storyId}`
  const labels: Record<string, string> = {
    publishedAt: m.publishedAt,
    status: m.status,
    cover: m.cover,
    languages: m.languages,
  }
  for (const lang of storyLanguages) {
    const name = c.languageNames[lang]
    labels[languageField(lang, 'slug')] = `${name}: ${m.slug}`
    labels[languageField(lang, 'title')] = `${name}: ${m.title}`
    labels[languageField(lang, 'summary')] = `${name}: ${m.summary}`
    labels[languageField(lang, 'body')] = `${name}: ${m.body}`
  }
  return (
    <Layout admin={admin} title={heading} section="news" notice={notice}>
      <p>
        <a href={`${admin.base}/news`}>{c.news.back}</a>
      </p>
      <ErrorSummary admin={admin} errors={errors} labels={labels} />
      <h1>{heading}</h1>
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        className="stack"
        noValidate
      >
        <CsrfField admin={admin} />
        <fieldset className="stack">
          <legend>{m.publication}</legend>
          <Field
            name="publishedAt"
            label={m.publishedAt}
            hint={m.publishedAtHint}
            type="datetime-local"
            required
            defaultValue={draft.publishedAt}
            error={errors.publishedAt}
          />
          <ChoicesField
            name="status"
            type="radio"
            legend={m.status}
            options={(['draft', 'published'] as const).map(
              (status) => [status, m[status]] as const,
            )}
            checked={(status) => draft.status === status}
            error={errors.status}
          />
          {cover ? (
            <div className="cover-preview">
              <p className="label">{m.currentCover}</p>
              <img src={mediaUrl(admin.base, cover)} alt="" width={240} />
              <CheckboxField name="removeCover" label={m.removeCover} checked={draft.removeCover} />
            </div>
          ) : null}
          <Field
            name="cover"
            label={cover ? m.replaceCover : m.cover}
            hint={m.coverHint}
            type="file"
            accept={imageTypes}
            error={errors.cover}
          />
        </fieldset>

        <p id="field-languages" className={errors.languages ? 'form-error' : undefined}>
          {errors.languages ?? m.languagesIntro}
        </p>
        {storyLanguages.map((lang) => (
          <LanguageFieldset
            key={lang}
            admin={admin}
            lang={lang}
            draft={draft.languages[lang]}
            errors={errors}
          />
        ))}

        <div className="row">
          <button type="submit" className="button primary">
            {storyId === undefined ? m.create : m.save}
          </button>
          <a href={`${admin.base}/news`}>{contentMessages[admin.lang].news.back}</a>
        </div>
      </form>
      {storyId === undefined ? null : (
        <p className="panel-section">
          <a className="button danger" href={`${admin.base}/news/${storyId}/delete`}>
            {m.delete}
          </a>
        </p>
      )}
    </Layout>
  )
}

function LanguageFieldset({
  admin,
  lang,
  draft,
  errors,
}: {
  admin: AdminRequestContext
  lang: (typeof storyLanguages)[number]
  draft: LanguageDraft
  errors: FieldErrors
}) {
  const c = contentMessages[admin.lang]
  const m = c.news.editor
  const field = (part: keyof LanguageDraft) => languageField(lang, part)
  return (
    <fieldset className="stack language-fieldset">
      <legend lang={lang}>{c.languageNames[lang]}</legend>
      <CheckboxField name={field('include')} label={m.include} checked={draft.include} />
      <Field
        name={field('title')}
        label={m.title}
        defaultValue={draft.title}
        maxLength={storyLimits.title}
        lang={lang}
        error={errors[field('title')]}
      />
      <Field
        name={field('slug')}
        label={m.slug}
        hint={m.slugHint}
        defaultValue={draft.slug}
        maxLength={storyLimits.slug}
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        error={errors[field('slug')]}
      />
      <TextField
        name={field('summary')}
        label={m.summary}
        hint={m.summaryHint}
        defaultValue={draft.summary}
        maxLength={storyLimits.summary}
        rows={3}
        lang={lang}
        error={errors[field('summary')]}
      />
      <TextField
        name={field('body')}
        label={m.body}
        hint={m.bodyHint}
        defaultValue={draft.body}
        rows={14}
        lang={lang}
        error={errors[field('body')]}
      />
    </fieldset>
  )
}

/** The form's problems in words, each under its field; a file sent is not kept on a return. */
function storyErrors(
  admin: AdminRequestContext,
  problems: StoryErrors,
  coverOutcome: StoryEditorProps['coverOutcome'],
): FieldErrors {
  const c = contentMessages[admin.lang]
  const errors: FieldErrors = {}
  for (const [name, problem] of Object.entries(problems)) {
    if (!problem) continue
    const limit = Object.entries(storyLimits).find(([part]) => name.endsWith(`-${part}`))?.[1]
    errors[name] = problem === 'too-long' && limit ? c.tooLong(limit) : c.news.problems[problem]
  }
  if (coverOutcome === 'not-kept') errors.cover = c.fileNotKept
  else if (coverOutcome) errors.cover = c.news.coverProblems[coverOutcome]
  return errors
}

import { divisions, photoSections, type TalentRecord } from '../../../../contracts/booking-admin'
import { colourTable, eyeColours, hairColours } from '../../../../contracts/colours'
import { bodyMeasures } from '../../../../contracts/talent'
import type { AdminRequestContext } from '../context'
import { modelsMessages } from '../messages/models'
import { aboutFields, type ModelDraft } from '../models'
import {
  CheckboxField,
  ChoicesField,
  CsrfField,
  ErrorSummary,
  Field,
  type FieldErrors,
  SelectField,
  TextField,
} from '../ui/form'
import { Layout } from '../ui/layout'
import { type PhotoErrors, PhotosSection } from './model-photos'
import { VideosSection } from './model-videos'
import { allows } from '../roles'

const sizeFields = ['shoes', 'suit', 'shirt', 'jeans'] as const

/** A model's record: every field of the write API's input; on an existing one, her videos. */
export function ModelEditorPage({
  admin,
  record,
  draft,
  errors = {},
  videoUrl = '',
  videoError,
  photoErrors = {},
  mediaBase,
  notice,
  application,
}: {
  admin: AdminRequestContext
  /** Absent for a new model. */
  record?: TalentRecord
  /** The scouting application she was signed from, when she was (its id in the inbox). */
  application?: number
  draft: ModelDraft
  errors?: FieldErrors
  videoUrl?: string
  videoError?: string
  /** A refused upload's message by section, or a refused alternative text's by its field's id. */
  photoErrors?: PhotoErrors
  /** Where the photos are served for the staff's browser (`mediaAddress`). */
  mediaBase?: string
  notice?: string
}) {
  const m = modelsMessages[admin.lang]
  const e = m.editor
  const heading = record ? e.editTitle(record.name) : e.newTitle
  const action = record ? `${admin.base}/models/${record.id}` : `${admin.base}/models`
  const labels: Record<string, string> = {
    ...Object.fromEntries(
      [...bodyMeasures, ...sizeFields].map((field) => [field, e[field]] as const),
    ),
    name: e.name,
    gender: e.gender,
    birthdate: e.birthdate,
    eyes: e.eyes,
    hair: e.hair,
    instagram: e.instagram,
    skills: e.skills,
    aboutEn: e.aboutIn.en,
    aboutEs: e.aboutIn.es,
    aboutPt: e.aboutIn.pt,
    divisions: e.divisions,
    futureFace: e.futureFace,
    url: m.videos.address,
    ...Object.fromEntries(
      photoSections.map((section) => [
        `photos-${section}`,
        m.photos.choose(m.photos.sections[section]),
      ]),
    ),
  }
  const allErrors: FieldErrors = {
    ...errors,
    ...(videoError ? { url: videoError } : {}),
    ...photoErrors,
  }
  // In English the word the site shows, with the catalog's own (several share one English word).
  const colourName = (pt: string) => {
    const en = colourTable.find((row) => row.pt === pt)?.en
    return admin.lang === 'pt' || !en ? pt : `${en} (${pt})`
  }
  return (
    <Layout admin={admin} title={heading} section="models" notice={notice}>
      <p>
        <a href={`${admin.base}/models`}>{m.back}</a>
      </p>
      <ErrorSummary admin={admin} errors={allErrors} labels={labels} />
      <h1>{heading}</h1>
      {application !== undefined && allows(admin, 'inbox') ? (
        <p>
          <a href={`${admin.base}/inbox/${application}`}>{m.fromApplication}</a>
        </p>
      ) : null}
      {record ? (
        <form
          method="post"
          action={`${admin.base}/models/${record.id}/${record.published ? 'hide' : 'publish'}`}
          className="row"
        >
          <CsrfField admin={admin} />
          <span className={record.published ? 'badge' : 'badge muted'}>
            {record.published ? m.published : m.hidden}
          </span>
          <button type="submit" className="button">
            {record.published ? e.hide : e.publish}
          </button>
        </form>
      ) : null}
      <form method="post" action={action} className="stack" noValidate>
        <CsrfField admin={admin} />
        <fieldset className="stack">
          <legend>{e.identity}</legend>
          <Field
            name="name"
            label={e.name}
            required
            defaultValue={draft.name}
            maxLength={120}
            autoComplete="off"
            error={errors.name}
          />
          <ChoicesField
            name="gender"
            type="radio"
            legend={e.gender}
            options={(['woman', 'man'] as const).map((gender) => [gender, e[gender]] as const)}
            checked={(gender) => draft.gender === gender}
            error={errors.gender}
          />
          <Field
            name="birthdate"
            label={e.birthdate}
            optional={e.optional}
            type="date"
            defaultValue={draft.birthdate}
            error={errors.birthdate}
          />
        </fieldset>
        <fieldset className="stack">
          <legend>{e.measures}</legend>
          {bodyMeasures.map((field) => (
            <Field
              key={field}
              name={field}
              label={e[field]}
              optional={e.optional}
              inputMode="decimal"
              defaultValue={draft[field]}
              error={errors[field]}
            />
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{e.sizes}</legend>
          {sizeFields.map((field) => (
            <Field
              key={field}
              name={field}
              label={e[field]}
              optional={e.optional}
              hint={e.sizeHint}
              id={`field-${field}`}
              defaultValue={draft[field]}
              error={errors[field]}
            />
          ))}
        </fieldset>
        <fieldset className="stack">
          <legend>{e.looks}</legend>
          <SelectField
            name="eyes"
            label={e.eyes}
            any={e.none}
            value={draft.eyes}
            options={eyeColours.map((colour) => [colour, colourName(colour)])}
            error={errors.eyes}
          />
          <SelectField
            name="hair"
            label={e.hair}
            any={e.none}
            value={draft.hair}
            options={hairColours.map((colour) => [colour, colourName(colour)])}
            error={errors.hair}
          />
        </fieldset>
        <fieldset className="stack">
          <legend>{e.about}</legend>
          <Field
            name="instagram"
            label={e.instagram}
            optional={e.optional}
            hint={e.instagramHint}
            defaultValue={draft.instagram}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.instagram}
          />
          <Field
            name="city"
            label={e.city}
            optional={e.optional}
            hint={e.cityHint}
            defaultValue={draft.city}
            autoComplete="off"
            error={errors.city}
          />
          <TextField
            name="skills"
            label={e.skills}
            hint={e.skillsHint}
            defaultValue={draft.skills}
            rows={4}
            error={errors.skills}
          />
          {(['en', 'es', 'pt'] as const).map((lang) => {
            const name = aboutFields[lang]
            return (
              <TextField
                key={lang}
                name={name}
                label={e.aboutIn[lang]}
                defaultValue={draft[name]}
                rows={6}
                maxLength={5000}
                lang={lang}
                error={errors[name]}
              />
            )
          })}
        </fieldset>
        <ChoicesField
          name="divisions"
          type="checkbox"
          legend={e.divisions}
          options={divisions
            .filter((division) => division !== 'development')
            .map((division) => [division, m.divisionNames[division] ?? division] as const)}
          checked={(division) => draft.divisions.includes(division)}
          error={errors.divisions ?? errors.futureFace}
        >
          <CheckboxField name="futureFace" label={e.futureFace} checked={draft.futureFace} />
        </ChoicesField>
        {/* Published or hidden by the buttons above; a new model starts hidden. */}
        {record ? (
          <input type="hidden" name="published" value={record.published ? 'on' : ''} />
        ) : (
          <p className="hint">{e.startsHidden}</p>
        )}
        <div className="row">
          <button type="submit" className="button primary">
            {record ? e.save : e.create}
          </button>
          <a href={`${admin.base}/models`}>{m.back}</a>
        </div>
      </form>
      {record ? (
        <>
          <PhotosSection admin={admin} record={record} mediaBase={mediaBase} errors={photoErrors} />
          <VideosSection admin={admin} record={record} url={videoUrl} error={videoError} />
          {allows(admin, 'model-deletion') ? (
            <p className="panel-section">
              <a className="button danger" href={`${admin.base}/models/${record.id}/delete`}>
                {e.delete}
              </a>
            </p>
          ) : null}
        </>
      ) : null}
    </Layout>
  )
}

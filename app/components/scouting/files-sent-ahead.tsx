import { createContext, useContext, useState, useSyncExternalStore } from 'react'
import { useFormErrorText } from '~/components/forms/form-text'
import { useTranslation } from '~/i18n/translation'
import { formErrors } from '~/lib/forms/form-fields'
import { fileProblem, scoutingErrors } from '~/lib/scouting/scouting-application'
import { type PostAnswer, postWithProgress } from './post-with-progress'

/**
 * An application's files sent one by one as they are chosen (decision 032), each with its own
 * progress, so that one that fails is sent again alone; the application then names them by the
 * tokens the site answered.
 */

export type SentAhead =
  | { state: 'sending'; progress: number }
  | { state: 'sent'; upload: string }
  /** `again`: the failure was the way (the network, a busy or failing server), not the file. */
  | { state: 'failed'; error: string; again: boolean }

type FileField = 'photos' | 'video'

const url = '/api/get-scouted/files'

/**
 * The files on their way, one at a time (a phone's line is as quick for them in turn, and each
 * shows its own progress): a store outside React that the form reads with
 * `useSyncExternalStore`.
 */
class SentAheadStore {
  private entries = new Map<File, SentAhead>()
  private queue: { file: File; field: FileField }[] = []
  private current: { file: File; abort: () => void } | null = null
  private listeners = new Set<() => void>()
  private version = 0
  /** The panel keeps no files ahead: they go with the form, as without the script. */
  unsupported = false

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  getVersion = () => this.version

  stateOf(file: File) {
    return this.entries.get(file)
  }

  /** Sends `file` unless it is on its way or there; one that failed on the way goes again. */
  send(file: File, field: FileField) {
    const known = this.entries.get(file)
    if (this.unsupported) return
    if (known && !(known.state === 'failed' && known.again)) return
    // What the browser already refuses is not sent: the form's check says why.
    if (fileProblem(file, field)) return
    this.queue.push({ file, field })
    this.set(file, { state: 'sending', progress: 0 })
    this.next()
  }

  /** A file taken back: its upload stops, and nothing of it is named. */
  forget(file: File) {
    this.queue = this.queue.filter((item) => item.file !== file)
    if (this.current?.file === file) this.stopCurrent()
    this.entries.delete(file)
    this.changed()
    this.next()
  }

  clear() {
    this.queue = []
    this.stopCurrent()
    this.entries.clear()
    this.changed()
  }

  /** Settles once none of `files` is on its way. */
  settled(files: File[]) {
    return new Promise<void>((resolve) => {
      const check = () => {
        if (files.some((file) => this.entries.get(file)?.state === 'sending')) return
        this.listeners.delete(check)
        resolve()
      }
      this.listeners.add(check)
      check()
    })
  }

  private changed() {
    this.version += 1
    for (const listener of [...this.listeners]) listener()
  }

  private set(file: File, entry: SentAhead) {
    this.entries.set(file, entry)
    this.changed()
  }

  private stopCurrent() {
    this.current?.abort()
    this.current = null
  }

  private next() {
    if (this.current) return
    const item = this.queue.shift()
    if (!item) return
    const { file, field } = item
    const body = new FormData()
    body.set(field, file)
    const post = postWithProgress(url, body, (progress) => {
      if (this.current === sending) this.set(file, { state: 'sending', progress })
    })
    const sending = { file, abort: post.abort }
    this.current = sending
    void post.answer.then((answered) => {
      // Taken back, or the form cleared: nothing of it is kept.
      if (this.current !== sending) return
      this.current = null
      if (answered?.status === 501) {
        this.unsupported = true
        this.clear()
        return
      }
      this.set(file, sentAheadOf(answered))
      this.next()
    })
  }
}

/** A file's state from what the server answered (null: it never reached the server). */
function sentAheadOf(answered: PostAnswer | null): SentAhead {
  if (!answered) return { state: 'failed', error: formErrors.sendFailed, again: true }
  const { status, json } = answered
  const answer = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
  if (status === 201 && typeof answer.upload === 'string') {
    return { state: 'sent', upload: answer.upload }
  }
  const error =
    typeof answer.error === 'string'
      ? answer.error
      : status === 413
        ? scoutingErrors.uploadTooLarge
        : formErrors.sendFailed
  // A refusal of the file itself is the same the next time; the rest may pass.
  return { state: 'failed', error, again: status === 429 || status >= 500 }
}

/** The form's files on their way; its readers are drawn again as any of them moves. */
export function useFilesSentAhead() {
  const [store] = useState(() => new SentAheadStore())
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion)
  return store
}

export type FilesSentAhead = SentAheadStore

/** What a failed file says: "send it again" when the way failed, else why it was refused. */
function failureOf(entry: Extract<SentAhead, { state: 'failed' }>): string {
  return entry.again ? scoutingErrors.fileNotSent : entry.error
}

export const FilesSentAheadContext = createContext<FilesSentAhead | null>(null)

const noStore = { subscribe: () => () => {}, getVersion: () => 0 }

/** The form's files on their way, if the form sends them ahead; drawn again as they move. */
export function useSentAhead() {
  const ahead = useContext(FilesSentAheadContext)
  const source = ahead ?? noStore
  useSyncExternalStore(source.subscribe, source.getVersion, source.getVersion)
  return ahead
}

/**
 * The errors of the files that did not arrive, for the form's check: the photos' or the video's
 * first, under its field. The inputs' files are read in the page's order.
 */
export function sentAheadErrors(
  form: HTMLFormElement,
  ahead: FilesSentAhead | null,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  if (!ahead || ahead.unsupported) return errors
  for (const [field, file] of chosenFiles(form)) {
    const entry = ahead.stateOf(file)
    if (entry?.state !== 'failed' || errors[field]) continue
    errors[field] = [failureOf(entry)]
  }
  return errors
}

/** Every file chosen in the form's file inputs, with its field, in the page's order. */
export function chosenFiles(form: HTMLFormElement): [FileField, File][] {
  const inputs = form.querySelectorAll<HTMLInputElement>(
    'input[type=file][name=photos], input[type=file][name=video]',
  )
  return Array.from(inputs).flatMap((input) =>
    Array.from(input.files ?? []).map(
      (file) => [input.name as FileField, file] as [FileField, File],
    ),
  )
}

/**
 * A file's way to the agency, under its name: the progress while it goes, then what went wrong
 * and, when it may pass another time, "Send again".
 */
export function FileSentAhead({ file, field }: { file: File; field: FileField }) {
  const { t } = useTranslation()
  const errorText = useFormErrorText()
  const ahead = useSentAhead()
  const entry = ahead?.stateOf(file)
  if (!ahead || !entry) return null
  if (entry.state === 'sent') {
    return <p className="text-xs text-muted">{t('scouting.fileSent')}</p>
  }
  if (entry.state === 'sending') {
    const percent = Math.round(entry.progress * 100)
    return (
      <div
        role="progressbar"
        aria-label={t('scouting.fileSending', { name: file.name })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1 w-full bg-line"
      >
        <div className="h-full bg-ink" style={{ width: `${percent}%` }} />
      </div>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-danger" data-file-failed="">
      <span>{errorText([failureOf(entry)])[0]}</span>
      {entry.again ? (
        <button
          type="button"
          onClick={() => ahead.send(file, field)}
          aria-label={t('scouting.sendAgainFile', { name: file.name })}
          className="inline-flex min-h-11 items-center border border-ink px-4 tracking-[0.14em] text-ink uppercase"
        >
          {t('scouting.sendAgain')}
        </button>
      ) : null}
    </div>
  )
}

import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { scoutingFiles } from '../../contracts/fields'
import type { FileStore } from '../common/storage'

/**
 * Uploaded files: streamed to a private scratch folder, checked by their bytes, and put in the
 * uploads' store under their final random name only as their submission commits.
 */

export type FileField = 'photos' | 'video'

export const acceptedTypes: Record<FileField, readonly string[]> = {
  photos: scoutingFiles.photoTypes,
  video: scoutingFiles.videoTypes,
}

export type UploadLimits = {
  /** Bytes per photo. */
  maxPhotoSize: number
  /** Bytes for the video. */
  maxVideoSize: number
  minPhotos: number
  maxPhotos: number
  maxVideos: number
  /** Bytes for the whole form, files and fields together. */
  maxTotalSize: number
}

const megabyte = 1024 * 1024

export const defaultUploadLimits: UploadLimits = {
  maxPhotoSize: scoutingFiles.maxPhotoBytes,
  maxVideoSize: scoutingFiles.maxVideoBytes,
  minPhotos: scoutingFiles.minPhotos,
  maxPhotos: scoutingFiles.maxPhotos,
  maxVideos: scoutingFiles.maxVideos,
  maxTotalSize: 200 * megabyte,
}

export type ReceivedFile = {
  field: FileField
  originalName: string
  mimeType: string
  size: number
  sha256: string
  /** Where the bytes wait until the submission commits. */
  temporaryPath: string
  /** The random name it takes in the uploads folder once committed. */
  storedName: string
}

const temporaryPrefix = '.incoming-'

export function storedNameFor(extension: string) {
  return `${randomUUID()}.${extension}`
}

/**
 * Streams received files into the store under their final names and removes the temporary
 * copies; undone by `discardFiles` if anything after fails.
 */
export async function commitFiles(uploads: FileStore, files: ReceivedFile[]) {
  for (const file of files) {
    await uploads.put(file.storedName, createReadStream(file.temporaryPath), {
      contentType: file.mimeType,
    })
  }
  await Promise.all(files.map((file) => rm(file.temporaryPath, { force: true })))
}

/** Removes every trace of the files, whether they were committed yet or not. */
export async function discardFiles(uploads: FileStore, files: ReceivedFile[]) {
  await Promise.all(
    files.flatMap((file) => [
      rm(file.temporaryPath, { force: true }),
      uploads.delete(file.storedName).catch(() => undefined),
    ]),
  )
}

/**
 * A request's own scratch folder under `directory` (the uploads', or the back office's media
 * folder), for the files of its body while they are checked; `sweepTemporaryFiles` knows it.
 */
export function scratchFolder(directory: string) {
  return mkdtemp(path.join(directory, temporaryPrefix))
}

/**
 * Temporary folders survive only a crash mid-upload; sweeping those older than an hour leaves
 * uploads in progress in another process alone.
 */
export async function sweepTemporaryFiles(uploadsDir: string, olderThanMs = 60 * 60 * 1000) {
  const entries = await readdir(uploadsDir).catch(() => [])
  const cutoff = Date.now() - olderThanMs
  for (const entry of entries) {
    if (!entry.startsWith(temporaryPrefix)) continue
    const file = path.join(uploadsDir, entry)
    const info = await stat(file).catch(() => undefined)
    if (info && info.mtimeMs < cutoff) await rm(file, { recursive: true, force: true })
  }
}

export function formatBytes(bytes: number) {
  if (bytes >= megabyte) return `${Math.round((bytes / megabyte) * 10) / 10} MB`
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`
  return `${bytes} bytes`
}

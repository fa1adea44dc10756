/** What a post's server answered: its status, and its body read as JSON (null if it is not). */
export type PostAnswer = { status: number; json: unknown }

/**
 * Posts `body` with XMLHttpRequest, the one browser API that reports an upload's progress
 * (fetch does not). `answer` settles with the server's answer, or null when the post never
 * reached it (the network) or was aborted.
 */
export function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (fraction: number) => void,
): { answer: Promise<PostAnswer | null>; abort: () => void } {
  const xhr = new XMLHttpRequest()
  const answer = new Promise<PostAnswer | null>((resolve) => {
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    })
    xhr.addEventListener('load', () =>
      resolve({ status: xhr.status, json: parsed(xhr.responseText) }),
    )
    for (const failure of ['error', 'timeout', 'abort']) {
      xhr.addEventListener(failure, () => resolve(null))
    }
  })
  xhr.open('POST', url)
  xhr.setRequestHeader('Accept', 'application/json')
  xhr.send(body)
  return { answer, abort: () => xhr.abort() }
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

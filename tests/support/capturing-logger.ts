import { Writable } from 'node:stream'
import { pino } from 'pino'

/** A logger whose lines a test reads back, each as the object pino wrote. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino({ level: 'info' }, destination), lines }
}

import { setTimeout as delay } from 'node:timers/promises'
import type pg from 'pg'
import type { Logger } from 'pino'
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import type { RateLimiter } from '../app/load-context'

/** How many times the limiter tries to make its table before it counts in memory. */
const tableAttempts = 3

type FormRateLimitOptions = {
  /** Posts per key within the window (`FORM_RATE_LIMIT`). */
  limit: number
  windowMs: number
  /**
   * The PostgreSQL the nodes share (`DATABASE_URL`): the counts are kept there, so that five
   * posts spread over several nodes meet the same refusal as five posts on one. Without it, in
   * this process's memory.
   */
  pool?: pg.Pool
  logger?: Logger
  /** Keeps this limiter's counts apart from another's with another limit in the same table. */
  keyPrefix?: string
}

/**
 * The form posts' rate limit, through `rate-limiter-flexible`: a fixed window of `windowMs`
 * per key (a form and an address). With PostgreSQL, a failing database does not refuse the
 * visitors: the counts go on in memory (the library's insurance limiter) until it is back.
 */
export function createFormRateLimit({
  limit,
  windowMs,
  pool,
  logger,
  keyPrefix = 'form',
}: FormRateLimitOptions): RateLimiter {
  const duration = Math.max(1, Math.round(windowMs / 1000))
  const memory = new RateLimiterMemory({ points: limit, duration, keyPrefix })
  let limiter: RateLimiterAbstract = memory
  let ready: Promise<void> = Promise.resolve()
  if (pool) {
    // Resolves once the limiter's table is there, or rejects with why it could not be made.
    const inPostgres = () =>
      new Promise<RateLimiterPostgres>((resolve, reject) => {
        const made = new RateLimiterPostgres(
          {
            storeClient: pool,
            tableName: 'site_form_rate_limits',
            points: limit,
            duration,
            keyPrefix,
            insuranceLimiter: memory,
          },
          (error?: unknown) => (error ? reject(error) : resolve(made)),
        )
      })
    ready = (async () => {
      for (let attempt = 1; attempt <= tableAttempts; attempt++) {
        try {
          limiter = await inPostgres()
          return
        } catch (error) {
          if (attempt === tableAttempts) {
            // Its table could not be made: the memory counts stand in until a restart.
            logger?.error({ err: error }, 'form rate limit table unavailable; counting in memory')
          } else {
            // Nodes starting together on a new database race to make the table, and the loser
            // may be refused with "type … already exists", which the library does not take for
            // success: the table is there then, so the next attempt finds it.
            await delay(100 * attempt)
          }
        }
      }
    })()
  }

  return {
    async take(key) {
      await ready
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
          }
        }
        // Neither the store nor memory could count: let the post through rather than refuse
        // every visitor for a fault of ours.
        logger?.warn({ err: refusal }, 'form rate limit unavailable')
        return { allowed: true }
      }
    },
  }
}

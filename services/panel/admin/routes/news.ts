import express from 'express'
import type { BackOfficeOptions } from '../context'

export function newsRoutes(_options: BackOfficeOptions) {
  const router = express.Router()
  return router
}

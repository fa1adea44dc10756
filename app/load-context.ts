/** What the Express server hands every loader and action (see `server/app.ts`). */
export type LoadContext = {
  /** The site's public origin, for canonical and alternate links. */
  publicUrl: string
  /** This response's CSP nonce, for the inline scripts React Router writes. */
  cspNonce: string
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends LoadContext {}
}

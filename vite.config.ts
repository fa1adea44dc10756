import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientChunks } from './build-tools/client-chunks.ts'
import { limitChunkReloads } from './build-tools/limit-chunk-reloads.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), limitChunkReloads(), clientChunks()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})

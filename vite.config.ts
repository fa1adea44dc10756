import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { clientChunks } from './build-tools/client-chunks.ts'
import { limitChunkReloads } from './build-tools/limit-chunk-reloads.ts'
import { modulePreload } from './build-tools/module-preload.ts'
import { precompressAssets } from './build-tools/precompress.ts'

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    limitChunkReloads(),
    clientChunks(),
    modulePreload(),
    precompressAssets(),
  ],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
})

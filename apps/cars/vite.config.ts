import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  // One stylesheet for the whole site (~9 kB gzip): per-component CSS made a page wait on a dozen
  // render-blocking requests, which cost first paint far more than the bytes it saved.
  build: { cssCodeSplit: false },
})

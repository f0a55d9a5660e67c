// The `stories` Vitest project of a package with stories: each story mounted in Debian's Chromium,
// checked (story-tests.tsx) and photographed against its committed baseline.
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'

// Debian's Chromium, never a browser a test tool downloads (tooling/bootstrap/chromium.mjs).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

// Pre-bundled up front: discovering these mid-run makes Vite reload the page and flake.
const PREBUNDLED = [
  'react',
  'react-dom/client',
  'react/jsx-dev-runtime',
  'axe-core',
  '@storybook/react-vite',
  'storybook/test',
]

/** @param {import('./vitest-project.d.ts').StoriesProjectOptions} options */
export function storiesProject({ include, prebundle = [] }) {
  return {
    plugins: [react()],
    optimizeDeps: { include: [...PREBUNDLED, ...prebundle] },
    test: {
      name: 'stories',
      include,
      setupFiles: [fileURLToPath(new URL('./setup-stories.ts', import.meta.url))],
      testTimeout: 60_000,
      browser: {
        enabled: true,
        headless: true,
        ui: false,
        screenshotFailures: false,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath,
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-quic',
              '--no-first-run',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
              // Same pixels on every machine: no LCD subpixel text, fixed colour profile.
              '--font-render-hinting=none',
              '--disable-lcd-text',
              '--force-color-profile=srgb',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Rendering here is deterministic, so a handful of pixels is noise and anything more is a change
            // (a ratio would let a small change through on a tall story).
            comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 50 },
          },
        },
      },
    },
  }
}

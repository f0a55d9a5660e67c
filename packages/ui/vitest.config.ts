import { vitestConfig } from '@forecourt/vitest-config'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'

// Debian's Chromium, never a browser a test tool downloads (tooling/bootstrap/chromium.mjs).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const unit = vitestConfig({ environment: 'happy-dom', include: ['src/**/*.test.{ts,tsx}'] })

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...unit.test,
          name: 'unit',
          exclude: ['src/**/*.browser.test.{ts,tsx}'],
          // A pressed link must not make happy-dom load the page (or a share site) for real.
          environmentOptions: {
            happyDOM: {
              settings: {
                navigation: {
                  disableMainFrameNavigation: true,
                  disableChildFrameNavigation: true,
                  disableChildPageNavigation: true,
                },
              },
            },
          },
        },
      },
      {
        plugins: [react()],
        // Pre-bundled up front: discovering these mid-run makes Vite reload the page and flake.
        optimizeDeps: {
          include: [
            'react',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'axe-core',
            '@storybook/react-vite',
            'storybook/test',
            'react-aria-components/Button',
            'react-aria-components/Link',
            'react-aria-components/VisuallyHidden',
            'react-aria-components/composeRenderProps',
            'react-aria-components/Dialog',
            'react-aria-components/Heading',
            'react-aria-components/Label',
            'react-aria-components/Modal',
            'react-aria-components/ProgressBar',
            'react-aria-components/Tabs',
            'react-aria-components/Toast',
            'react-aria-components/RadioGroup',
            'react-aria-components/ToggleButton',
            'react-aria-components/Slider',
            'react-aria-components/NumberField',
            'react-aria-components/Group',
            'react-aria-components/Input',
            'react-aria-components/Label',
            'react-aria-components/ComboBox',
            'react-aria-components/ListBox',
            'react-aria-components/Popover',
            'react-aria-components/Menu',
            'react-aria-components/Tooltip',
            'react-aria-components/FieldError',
            'react-aria-components/Text',
            'react-aria-components/Disclosure',
            'react-aria-components/DisclosureGroup',
          ],
        },
        test: {
          name: 'stories',
          include: ['src/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['src/test-support/setup-stories.ts'],
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
      },
    ],
  },
})

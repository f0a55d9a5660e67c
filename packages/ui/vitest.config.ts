import { VisualReportReporter } from '@forecourt/story-harness/visual-report'
import { storiesProject } from '@forecourt/story-harness/vitest-project'
import { vitestConfig } from '@forecourt/vitest-config'
import { defineConfig } from 'vitest/config'

const unit = vitestConfig({
  environment: 'happy-dom',
  include: ['src/**/*.test.{ts,tsx}'],
  shareModules: true,
})

export default defineConfig({
  test: {
    // A changed screenshot is listed, with baseline, new and difference, in .vitest/visual-report.
    reporters: ['default', new VisualReportReporter()],
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
      storiesProject({
        include: ['src/**/*.browser.test.{ts,tsx}'],
        prebundle: [
          'react-aria-components/Button',
          'react-aria-components/Link',
          'react-aria-components/VisuallyHidden',
          'react-aria-components/composeRenderProps',
          'react-aria-components/Dialog',
          'react-aria-components/Heading',
          'react-aria-components/Label',
          'react-aria-components/Modal',
          'react-aria-components/Tabs',
          'react-aria-components/Toast',
          'react-aria-components/RadioGroup',
          'react-aria-components/ToggleButton',
          'react-aria-components/Slider',
          'react-aria-components/NumberField',
          'react-aria-components/Group',
          'react-aria-components/Input',
          'react-aria-components/Popover',
          'react-aria-components/Menu',
          'react-aria-components/FieldError',
          'react-aria-components/Text',
          'react-aria-components/Disclosure',
          'react-aria-components/DisclosureGroup',
        ],
      }),
    ],
  },
})

import { VisualReportReporter } from '@forecourt/story-harness/visual-report'
import { storiesProject } from '@forecourt/story-harness/vitest-project'
import { defineConfig } from 'vitest/config'

// The apps' stories, found by src/stories.browser.test.tsx across apps/*/app.
export default defineConfig({
  test: {
    // A changed screenshot is listed, with baseline, new and difference, in .vitest/visual-report.
    reporters: ['default', new VisualReportReporter()],
    projects: [
      storiesProject({
        include: ['src/**/*.browser.test.tsx'],
        prebundle: [
          'react-aria-components/Button',
          'react-aria-components/Link',
          'react-aria-components/Heading',
        ],
      }),
    ],
  },
})

import { storiesProject } from '@forecourt/story-harness/vitest-project'
import { defineConfig } from 'vitest/config'

// The apps' stories, found by src/stories.browser.test.tsx across apps/*/app.
export default defineConfig({
  test: {
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

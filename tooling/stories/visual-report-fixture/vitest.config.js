// A package with one story, for visual-report.test.js: its committed baseline is a red swatch, and
// the story now draws a blue one, so every run of it is a changed story.
import { defineConfig } from 'vitest/config'
import { VisualReportReporter } from '../visual-report.js'
import { storiesProject } from '../vitest-project.js'

export default defineConfig({
  test: {
    reporters: ['default', new VisualReportReporter()],
    projects: [storiesProject({ include: ['*.browser.test.tsx'] })],
  },
})

import { composeStories } from '@storybook/react-vite'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'

// Every story, in real Chromium: its play function (interaction test), axe with zero serious or
// critical violations, and a screenshot compared with the committed baseline at a mobile and a
// desktop width. `pnpm --filter @forecourt/ui test:update` rewrites the baselines.

type StoryModule = Parameters<typeof composeStories>[0]
/** What this runner needs of a composed story: mount it and run its play function. */
type RunnableStory = {
  run: (context: { canvasElement: HTMLElement }) => Promise<void>
  parameters: { screenshot?: ScreenshotParameters }
}

/**
 * A story whose subject is portalled outside its canvas (an open dialog) names the element to
 * photograph and the viewport height to photograph it at.
 */
interface ScreenshotParameters {
  /** The first selector that matches is photographed (a drawer open on mobile, else the page). */
  selector: string | string[]
  height: number
}

function screenshotSubject(
  screenshot: ScreenshotParameters | undefined,
  canvas: HTMLElement,
): HTMLElement | null {
  if (!screenshot) return canvas
  const selectors = Array.isArray(screenshot.selector) ? screenshot.selector : [screenshot.selector]
  for (const selector of selectors) {
    const match = document.querySelector<HTMLElement>(selector)
    if (match) return match
  }
  return null
}

const modules = import.meta.glob<StoryModule>('./**/*.stories.tsx', { eager: true })

// Widths are what matter; the heights are generous because the tester's frame clips anything
// below its viewport out of an element screenshot.
const viewports = [
  { name: 'mobile', width: 390, height: 4000 },
  { name: 'desktop', width: 1280, height: 4000 },
] as const

const axeOptions: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: {
    // A story is a fragment of a page: page-level landmark and heading rules belong to the app's e2e.
    'landmark-one-main': { enabled: false },
    'page-has-heading-one': { enabled: false },
    region: { enabled: false },
    'heading-order': { enabled: false },
  },
}

async function settle(root: HTMLElement) {
  await document.fonts.ready
  await Promise.all(
    Array.from(root.querySelectorAll('img')).map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => image.addEventListener('load', resolve, { once: true })),
    ),
  )
}

function slug(text: string): string {
  return text
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
}

// Storybook unmounts the previous story at the start of the next run(); only then may its canvas go,
// or React would find its nodes (and its portals) already torn out of the page.
let previousCanvas: HTMLElement | undefined

for (const module of Object.values(modules)) {
  const title = (module.default as { title?: string }).title ?? 'untitled'
  describe(title, () => {
    for (const [name, Story] of Object.entries(composeStories(module) as Record<string, RunnableStory>)) {
      test(name, async () => {
        const screenshot = Story.parameters.screenshot
        for (const viewport of viewports) {
          await page.viewport(viewport.width, screenshot?.height ?? viewport.height)
          const canvasElement = document.createElement('div')
          canvasElement.dataset.storyRoot = ''
          document.body.append(canvasElement)
          await Story.run({ canvasElement })
          previousCanvas?.remove()
          previousCanvas = canvasElement
          await settle(canvasElement)

          const results = await axe.run(document.body, axeOptions)
          const blocking = results.violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map(
              (violation) =>
                `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
            )
          expect(blocking, `axe at ${viewport.name}`).toEqual([])

          const subject = screenshotSubject(screenshot, canvasElement)
          if (!subject) throw new Error(`${title} ${name}: nothing matches ${screenshot?.selector}`)
          await settle(subject)
          await expect
            .element(page.elementLocator(subject))
            .toMatchScreenshot(`${slug(title)}--${slug(name)}--${viewport.name}`)
        }
      })
    }
  })
}

import { composeStories } from '@storybook/react-vite'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import { page } from 'vitest/browser'
import { systemFontsUsed, textInPictures } from './harness-fonts.js'

// Every story, in real Chromium: its play function (interaction test), axe with zero serious or
// critical violations, every visible target at least 24×24 px, text only in the harness's own font
// (so the pixels do not depend on the machine's fonts), and a screenshot compared with the
// committed baseline at a mobile and a desktop width. A package's stories test file calls
// `storyTests` with its stories; `vitest run --project stories --update` rewrites the baselines.

export type StoryModule = Parameters<typeof composeStories>[0]
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

const TARGET_MIN_PX = 24
const interactive =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="radio"], [role="checkbox"], [role="tab"], [role="slider"], [role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])'

/**
 * WCAG 2.2 2.5.8 Target Size: every pointer target a shopper can see is at least 24×24 CSS px.
 * Links inside a sentence are exempt (the criterion's inline exception), as are visually hidden
 * inputs whose visible label is the target (react-aria's radios and checkboxes).
 */
function isVisuallyHidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node)
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return true
  }
  return false
}

function undersizedTargets(root: ParentNode): string[] {
  return Array.from(root.querySelectorAll<HTMLElement>(interactive)).flatMap((element) => {
    const style = getComputedStyle(element)
    if (style.display === 'inline' || !element.checkVisibility({ visibilityProperty: true })) return []
    const { width, height } = element.getBoundingClientRect()
    if (width <= 1 || height <= 1 || isVisuallyHidden(element)) return []
    if (width >= TARGET_MIN_PX - 0.5 && height >= TARGET_MIN_PX - 0.5) return []
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)
    return [`${element.tagName.toLowerCase()} '${name}' is ${Math.round(width)}×${Math.round(height)}`]
  })
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

/** One test per story of `modules` (an eager `import.meta.glob` of the package's stories). */
export function storyTests(modules: Record<string, StoryModule>) {
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
            expect(undersizedTargets(document.body), `target size at ${viewport.name}`).toEqual([])
            if (viewport.name === 'mobile') {
              expect(await systemFontsUsed(document.body), 'text drawn in a system font').toEqual([])
              expect(textInPictures(document.body), 'text drawn inside a picture').toEqual([])
            }

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
}

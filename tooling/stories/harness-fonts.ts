/// <reference types="@vitest/browser-playwright" />
import { cdp } from 'vitest/browser'

// Story screenshots must not depend on a machine's fonts (issue 12): everything a story draws as text
// is drawn in a web font the harness loads itself (.storybook/harness-fonts.css). These checks find
// what would break that: text Chromium drew with a system font, and text inside pictures, which
// cannot see the page's web fonts at all.

interface DomNode {
  nodeId: number
  attributes?: string[]
  children?: DomNode[]
  contentDocument?: DomNode
  shadowRoots?: DomNode[]
}

interface PlatformFont {
  familyName: string
  isCustomFont: boolean
  glyphCount: number
}

const PROBE = 'data-font-probe'

function drawsText(element: Element): boolean {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    return element.type !== 'hidden' && (element.value !== '' || element.placeholder !== '')
  }
  if (element instanceof HTMLSelectElement) return true
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
  )
}

function probedNodes(node: DomNode, found: DomNode[] = []): DomNode[] {
  if (node.attributes?.includes(PROBE)) found.push(node)
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) probedNodes(child, found)
  if (node.contentDocument) probedNodes(node.contentDocument, found)
  return found
}

/**
 * Each system font Chromium drew some of the page's visible text with, and the text it drew: empty
 * when every glyph came from a font the page loaded.
 */
export async function systemFontsUsed(root: ParentNode = document.body): Promise<string[]> {
  const elements = Array.from(root.querySelectorAll('*')).filter(
    (element) => drawsText(element) && element.checkVisibility({ visibilityProperty: true }),
  )
  elements.forEach((element, index) => {
    element.setAttribute(PROBE, String(index))
  })
  try {
    const session = cdp()
    await session.send('DOM.enable')
    await session.send('CSS.enable')
    const { root: document } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: DomNode
    }
    const offending = new Set<string>()
    for (const node of probedNodes(document)) {
      const fonts = await platformFontsOf(session, node.nodeId)
      const index = Number(node.attributes?.[node.attributes.indexOf(PROBE) + 1])
      const text = (elements[index]?.textContent ?? '').trim().slice(0, 30)
      for (const font of fonts) {
        if (!font.isCustomFont) offending.add(`${font.familyName} drew '${text}'`)
      }
    }
    return [...offending]
  } finally {
    for (const element of elements) element.removeAttribute(PROBE)
  }
}

/**
 * The fonts Chromium drew a node's text with; none for a node a settling story (a dialog opening)
 * replaced between the document read and this call, since that node draws nothing any more.
 */
async function platformFontsOf(session: ReturnType<typeof cdp>, nodeId: number): Promise<PlatformFont[]> {
  try {
    const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId })) as {
      fonts: PlatformFont[]
    }
    return fonts
  } catch (error) {
    if (String((error as { message?: unknown })?.message ?? error).includes('Could not find node')) return []
    throw error
  }
}

/** Pictures (SVG data URLs, framed documents) that draw text: they can only use system fonts. */
export function textInPictures(root: ParentNode = document.body): string[] {
  const svgImages = Array.from(root.querySelectorAll<HTMLImageElement>('img[src^="data:image/svg+xml"]'))
    .filter((image) => /<text[\s>]/.test(decodeURIComponent(image.src)))
    .map((image) => `img '${image.alt}' draws <text>`)
  const frames = Array.from(root.querySelectorAll<HTMLIFrameElement>('iframe'))
    .filter((frame) => (frame.contentDocument?.body?.innerText ?? '').trim() !== '')
    .map((frame) => `iframe '${frame.title}' draws text`)
  return [...svgImages, ...frames]
}

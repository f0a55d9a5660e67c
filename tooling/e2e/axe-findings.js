// The accessibility check the end-to-end specs share: axe over WCAG 2.2 A and AA, as the ui
// stories check it, its findings named by rule and element so a failing assertion says what to fix.
import AxeBuilder from '@axe-core/playwright'

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe's violations on the page, or within the `include` selector. Legacy mode runs axe in the page,
 * its same-origin frames answering it by postMessage, where the default runs each frame apart and
 * opens a new blank page to gather their results: that page cost more than the scan (a form page
 * 1.8 → 0.9 s, the search page 4.3 → 2.0 s, side by side, the same findings). It leaves out
 * cross-origin frames — a map, Stripe's card fields — which are other sites' documents.
 */
export async function axeViolations(page, { include } = {}) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true)
  if (include) builder.include(include)
  const { violations } = await builder.analyze()
  return violations
}

/** The serious and critical findings, as `rule: element, element`. */
export async function seriousAxeFindings(page, options) {
  return (await axeViolations(page, options))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

// The accessibility check the specs share: axe over WCAG 2.2 A and AA, its serious and critical
// findings named by rule and element, so a failing assertion says what to fix.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

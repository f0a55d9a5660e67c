import { TOWABLE_RV_TYPES } from '@forecourt/domain'
import { withFrame } from '@forecourt/storefront/testing'
import { expect, type Meta, type StoryObj, within } from '@forecourt/story-harness/csf'
import { STORY_NAVIGATION, STORY_TODAY, storySite } from '@forecourt/story-harness/family-fixtures'
import { RvsHeader } from './RvsHeader'

const meta = {
  title: 'RVs/RvsHeader',
  component: RvsHeader,
  decorators: [withFrame(storySite('rvs', { navigation: STORY_NAVIGATION }), STORY_TODAY)],
} satisfies Meta<typeof RvsHeader>

export default meta
type Story = StoryObj<typeof meta>

/** Towed or driven is an RV buyer's first split: both kinds one press away, under the bar. */
export const TowedOrDriven: Story = {
  play: async ({ canvasElement }) => {
    const kinds = within(canvasElement).getByRole('navigation', { name: 'RV kinds' })
    const href = within(kinds).getByRole('link', { name: 'Towed RVs' }).getAttribute('href') ?? ''
    const towed = decodeURIComponent(href.replaceAll('+', ' '))
    for (const type of TOWABLE_RV_TYPES) await expect(towed).toContain(type)
  },
}

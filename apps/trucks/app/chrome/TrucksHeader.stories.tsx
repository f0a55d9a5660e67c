import { withFrame } from '@forecourt/storefront/testing'
import { expect, type Meta, type StoryObj, within } from '@forecourt/story-harness/csf'
import { STORY_NAVIGATION, STORY_TODAY, storySite } from '@forecourt/story-harness/family-fixtures'
import { TrucksHeader } from './TrucksHeader'

const meta = {
  title: 'Trucks/TrucksHeader',
  component: TrucksHeader,
  decorators: [withFrame(storySite('trucks', { navigation: STORY_NAVIGATION }), STORY_TODAY)],
} satisfies Meta<typeof TrucksHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The site's header with the bodies truck buyers ask for most under the bar, each a search. */
export const PopularBodies: Story = {
  play: async ({ canvasElement }) => {
    const bodies = within(canvasElement).getByRole('navigation', { name: 'Popular bodies' })
    const tipper = within(bodies).getByRole('link', { name: 'Tipper' })
    await expect(decodeURIComponent(tipper.getAttribute('href') ?? '')).toContain('Tipper')
  },
}

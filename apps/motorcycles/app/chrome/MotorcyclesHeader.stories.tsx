import { withFrame } from '@forecourt/storefront/testing'
import { expect, type Meta, type StoryObj, within } from '@forecourt/story-harness/csf'
import { STORY_NAVIGATION, STORY_TODAY, storySite } from '@forecourt/story-harness/family-fixtures'
import { MotorcyclesHeader } from './MotorcyclesHeader'

const meta = {
  title: 'Motorcycles/MotorcyclesHeader',
  component: MotorcyclesHeader,
  decorators: [withFrame(storySite('motorcycles', { navigation: STORY_NAVIGATION }), STORY_TODAY)],
} satisfies Meta<typeof MotorcyclesHeader>

export default meta
type Story = StoryObj<typeof meta>

/** The site's header with the riding styles under the bar, each a search. */
export const Styles: Story = {
  play: async ({ canvasElement }) => {
    const styles = within(canvasElement).getByRole('navigation', { name: 'Styles' })
    await expect(within(styles).getAllByRole('link').length).toBeGreaterThan(3)
  },
}

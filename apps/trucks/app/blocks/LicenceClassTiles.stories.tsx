import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storySite } from '@forecourt/story-harness/family-fixtures'
import { LicenceClassTiles } from './LicenceClassTiles'

const meta = {
  title: 'Trucks/LicenceClassTiles',
  component: LicenceClassTiles,
  args: { site: storySite('trucks') },
} satisfies Meta<typeof LicenceClassTiles>

export default meta
type Story = StoryObj<typeof meta>

/** An Australian dealer: the heavy vehicle classes LR to MC, each a search of the stock it drives. */
export const Australia: Story = {}

/** A New Zealand dealer: classes 2 to 5. */
export const NewZealand: Story = { args: { site: storySite('trucks', { region: 'NZ', currency: 'NZD' }) } }

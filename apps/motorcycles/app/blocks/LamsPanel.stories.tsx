import type { Meta, StoryObj } from '@forecourt/story-harness/csf'
import { storySite } from '@forecourt/story-harness/family-fixtures'
import { LamsPanel } from './LamsPanel'

const meta = {
  title: 'Motorcycles/LamsPanel',
  component: LamsPanel,
  args: { site: storySite('motorcycles') },
} satisfies Meta<typeof LamsPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Australia's learner approved scheme: capacity, power to weight and electric limits. */
export const Australia: Story = {}

/** New Zealand's LAMS: approved outright up to a capacity, listed models beyond it. */
export const NewZealand: Story = {
  args: { site: storySite('motorcycles', { region: 'NZ', currency: 'NZD' }) },
}

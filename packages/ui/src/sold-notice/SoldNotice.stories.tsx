import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SoldNotice } from './SoldNotice.js'

const meta = {
  title: 'Blocks/SoldNotice',
  component: SoldNotice,
  args: { carName: '2021 Toyota RAV4 GX' },
  render: (args) => (
    <div style={{ maxInlineSize: '24rem' }}>
      <SoldNotice {...args} />
    </div>
  ),
} satisfies Meta<typeof SoldNotice>

export default meta
type Story = StoryObj<typeof meta>

/** The prompt opens the enquiry prefilled with the find-similar message. */
export const OpensEnquiry: Story = { args: { onFindSimilar: fn() } }

/** Without a dialog on the page, the prompt links to the enquiry page. */
export const LinksToEnquiry: Story = { args: { findSimilarHref: '/contact?car_id=48211' } }

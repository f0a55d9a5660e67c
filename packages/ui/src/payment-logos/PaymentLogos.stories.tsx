import type { Meta, StoryObj } from '@storybook/react-vite'
import { PaymentLogos } from './PaymentLogos.js'

const meta = { title: 'Blocks/PaymentLogos', component: PaymentLogos } satisfies Meta<typeof PaymentLogos>

export default meta
type Story = StoryObj<typeof meta>

export const AllFive: Story = {}
export const CardsOnly: Story = { args: { logos: ['Mastercard', 'Visa'], size: 32 } }

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { capalaba, cleveland } from '../fixtures/locations.js'
import { OpeningHours } from './OpeningHours.js'

const meta = {
  title: 'Blocks/OpeningHours',
  component: OpeningHours,
  args: { hours: capalaba.contact_detail.opening_hours, today: '2025-04-17' },
} satisfies Meta<typeof OpeningHours>

export default meta
type Story = StoryObj<typeof meta>

const easter = [
  { date: '2025-04-18', status: 'Closed' as const, start_hour: null, end_hour: null },
  { date: '2025-04-19', status: 'Open' as const, start_hour: '09:00', end_hour: '13:00' },
  { date: '2025-04-21', status: 'Closed' as const, start_hour: null, end_hour: null },
]

export const WeekdaysMerged: Story = {}
export const FullHours: Story = { args: { fullHours: true } }
export const SundayByAppointment: Story = {
  args: { hours: cleveland.contact_detail.opening_hours, sundayByAppointment: true },
}
export const WithHolidayHours: Story = { args: { specialHours: easter } }

/** The holiday dialog lists upcoming holidays from today, 'Today' first. */
export const HolidayDialogOpen: Story = {
  args: { specialHours: easter, today: '2025-04-18' },
  parameters: { screenshot: { selector: '.fc-Dialog-overlay', height: 720 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Holiday Hours' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Holiday Opening Hours' })
    await expect(within(dialog).getAllByRole('row')[0]?.textContent).toBe('TodayClosed')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { StaffContacts } from './StaffContacts.js'

const avatar = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 70 70"><rect width="70" height="70" fill="${colour}"/><circle cx="35" cy="27" r="13" fill="#f3f4f6"/><path d="M10 70 Q35 38 60 70 Z" fill="#f3f4f6"/></svg>`,
  )}`

const meta = {
  title: 'Blocks/StaffContacts',
  component: StaffContacts,
  args: {
    staff: [
      {
        name: 'Priya Nair',
        role: 'Sales Manager',
        phone: '0412 555 019',
        email: 'priya@baysidetoyota.example',
        avatarUrl: avatar('#5b7083'),
      },
      { name: 'Tom Walker', role: 'Finance Manager', phone: '0413 555 120', avatarUrl: avatar('#7a1f1f') },
      { name: 'Mei Chen', role: 'Service Advisor', email: 'service@baysidetoyota.example' },
    ],
  },
} satisfies Meta<typeof StaffContacts>

export default meta
type Story = StoryObj<typeof meta>

/** Photos at 70×70 (§9); a missing photo shows initials in the same space. */
export const Team: Story = {}

import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import type { IconProps } from '../private/SvgIcon.js'
import { ApplePayLogo } from './apple-pay/ApplePayLogo.js'
import { BodyIcon } from './body/BodyIcon.js'
import { EmailIcon } from './email/EmailIcon.js'
import { FacebookIcon } from './facebook/FacebookIcon.js'
import { FuelIcon } from './fuel/FuelIcon.js'
import { GooglePayLogo } from './google-pay/GooglePayLogo.js'
import { InstagramIcon } from './instagram/InstagramIcon.js'
import { KmsIcon } from './kms/KmsIcon.js'
import { LinkedInIcon } from './linkedin/LinkedInIcon.js'
import { MaestroLogo } from './maestro/MaestroLogo.js'
import { MastercardLogo } from './mastercard/MastercardLogo.js'
import { SmsIcon } from './sms/SmsIcon.js'
import { TikTokIcon } from './tiktok/TikTokIcon.js'
import { TransmissionIcon } from './transmission/TransmissionIcon.js'
import { VisaLogo } from './visa/VisaLogo.js'
import { WhatsAppIcon } from './whatsapp/WhatsAppIcon.js'
import { XIcon } from './x/XIcon.js'
import { YouTubeIcon } from './youtube/YouTubeIcon.js'

type Entry = [label: string, Icon: ComponentType<IconProps>]

const carIcons: Entry[] = [
  ['Kilometres', KmsIcon],
  ['Transmission', TransmissionIcon],
  ['Body', BodyIcon],
  ['Fuel', FuelIcon],
]
const socialIcons: Entry[] = [
  ['Facebook', FacebookIcon],
  ['Instagram', InstagramIcon],
  ['TikTok', TikTokIcon],
  ['YouTube', YouTubeIcon],
  ['LinkedIn', LinkedInIcon],
  ['X (Twitter)', XIcon],
  ['WhatsApp', WhatsAppIcon],
  ['Email', EmailIcon],
  ['SMS', SmsIcon],
]
const paymentLogos: Entry[] = [
  ['Mastercard', MastercardLogo],
  ['Visa', VisaLogo],
  ['Maestro', MaestroLogo],
  ['Google Pay', GooglePayLogo],
  ['Apple Pay', ApplePayLogo],
]

function Gallery({ entries, size }: { entries: Entry[]; size?: number }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {entries.map(([label, Icon]) => (
        <li key={label} style={{ display: 'grid', justifyItems: 'center', gap: '0.5rem' }}>
          <Icon size={size} />
          <span style={{ fontSize: '0.875rem' }}>{label}</span>
        </li>
      ))}
    </ul>
  )
}

const meta = {
  title: 'Primitives/Icons',
  parameters: { docs: { description: { component: 'Inline SVG components, decorative unless titled.' } } },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Car attributes (§2 sidebar): they follow the text colour, so every theme tints them. */
export const CarAttributes: Story = { render: () => <Gallery entries={carIcons} size={32} /> }

/** Social and share channels, drawn in the current colour. */
export const Social: Story = { render: () => <Gallery entries={socialIcons} size={32} /> }

/** Payment logos (§2 footer) keep their brand colours in every theme. */
export const PaymentLogos: Story = { render: () => <Gallery entries={paymentLogos} size={32} /> }

/** By default an icon is 1em tall, so it sits in a line of text at any font size. */
export const FollowsTextSize: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      {['0.875rem', '1rem', '1.5rem'].map((fontSize) => (
        <p
          key={fontSize}
          style={{ margin: 0, fontSize, display: 'flex', gap: '0.5em', alignItems: 'center' }}
        >
          <KmsIcon /> 48,215 km <TransmissionIcon /> Automatic <BodyIcon /> SUV <FuelIcon /> Petrol
        </p>
      ))}
    </div>
  ),
}

/** Icon-only links carry a title, which becomes the link's accessible name. */
export const LabelledIconLinks: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: '0.5rem', margin: 0, padding: 0, listStyle: 'none' }}>
      {socialIcons.slice(0, 4).map(([label, Icon]) => (
        <li key={label}>
          <a
            href={`https://${label.toLowerCase()}.example`}
            style={{ display: 'inline-flex', padding: '0.625rem', color: 'var(--fc-color-link)' }}
          >
            <Icon title={label} size={24} />
          </a>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const { expect, within } = await import('storybook/test')
    const names = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.textContent)
    await expect(names).toEqual(['Facebook', 'Instagram', 'TikTok', 'YouTube'])
    await expect(within(canvasElement).getByRole('link', { name: 'YouTube' })).toBeVisible()
  },
}

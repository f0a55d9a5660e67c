import type { ThemeName } from '@forecourt/tokens'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { Alert } from '../alert/Alert.js'
import { Badge } from '../badge/Badge.js'
import { Button } from '../button/Button.js'
import { CarResultCard } from '../car-result-card/CarResultCard.js'
import { cars, FIXED_NOW } from '../fixtures/cars.js'
import { capalaba } from '../fixtures/locations.js'
import { LocationCard } from '../location-card/LocationCard.js'
import { SiteFooter } from '../site-footer/SiteFooter.js'
import { SiteHeader } from '../site-header/SiteHeader.js'
import { Tab, TabList, TabPanel, Tabs } from '../tabs/Tabs.js'

/**
 * The same blocks under one dealer theme: the theme is only a `data-theme` wrapper, so this page
 * changing look from theme to theme — with no component change — is the white-label promise.
 */
function Showcase({ theme }: { theme: ThemeName }) {
  return (
    <div data-theme={theme} style={{ display: 'grid', gap: '1.5rem' }}>
      <SiteHeader
        siteName="Bayside Toyota"
        homeHref="/"
        phone="(07) 3555 0199"
        currentHref="/search/used-cars/"
        navigation={[
          { label: 'New Cars', href: '/search/new-cars' },
          { label: 'Used Cars', href: '/search/used-cars/' },
          { label: 'Finance', href: '/finance' },
          { label: 'Contact', href: '/contact' },
        ]}
      />
      <div style={{ display: 'grid', gap: '1.5rem', padding: '0 1rem' }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <Button>Enquire Now</Button>
          <Button variant="secondary">Book a Test Drive</Button>
          <Button variant="ghost">Got a Question?</Button>
          <Button variant="destructive">Remove</Button>
          <Button isLoading>Submit Form</Button>
          <Badge tone="brand">Certified</Badge>
          <Badge>+3</Badge>
        </div>
        <Alert tone="destructive" title="An error occurred when submitting this form" />
        <Tabs defaultSelectedKey="make">
          <TabList aria-label="Find the perfect car for you">
            <Tab id="make">Brand</Tab>
            <Tab id="simple_body">Body</Tab>
            <Tab id="price_range">Price</Tab>
          </TabList>
          <TabPanel id="make">Toyota, Mazda</TabPanel>
          <TabPanel id="simple_body">SUV, Ute</TabPanel>
          <TabPanel id="price_range">Under $20K</TabPanel>
        </Tabs>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))',
            gap: '1rem',
          }}
        >
          <CarResultCard
            car={cars.newArrival}
            href="/cars/2024-ford-ranger-xlt-48390"
            currency="AUD"
            now={FIXED_NOW}
            onQuickEnquiry={fn()}
            loading="eager"
          />
          <CarResultCard
            car={cars.sold}
            href="/cars/golf"
            currency="AUD"
            now={FIXED_NOW}
            onFindSimilar={fn()}
          />
          <LocationCard
            location={capalaba}
            today="2025-03-14"
            contactHref="/contact"
            showReviews
            onEmailUs={fn()}
          />
        </div>
      </div>
      <SiteFooter
        siteName="Bayside Toyota"
        locations={[capalaba]}
        year={2025}
        provider={{ name: 'Forecourt', href: 'https://forecourt.example' }}
      />
    </div>
  )
}

const meta = {
  title: 'Foundations/Themes',
  component: Showcase,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Showcase>

export default meta
type Story = StoryObj<typeof meta>

export const Base: Story = { args: { theme: 'base' } }
export const Redline: Story = { args: { theme: 'redline' } }
export const Bushland: Story = { args: { theme: 'bushland' } }
export const Coastal: Story = { args: { theme: 'coastal' } }
export const Midnight: Story = { args: { theme: 'midnight' } }

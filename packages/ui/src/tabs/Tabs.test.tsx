import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js'

afterEach(cleanup)

function FacetTabs() {
  return (
    <Tabs defaultSelectedKey="make">
      <TabList aria-label="Find the perfect car for you">
        <Tab id="make">Brand</Tab>
        <Tab id="simple_body">Body</Tab>
        <Tab id="price_range">Price</Tab>
      </TabList>
      <TabPanel id="make">Toyota, Ford, Mazda</TabPanel>
      <TabPanel id="simple_body">SUV, Ute, Hatchback</TabPanel>
      <TabPanel id="price_range">Under $20K</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the default tab and its panel', () => {
    render(<FacetTabs />)
    expect(screen.getByRole('tablist', { name: 'Find the perfect car for you' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Brand' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Toyota, Ford, Mazda')
  })

  it('switches panel when another tab is pressed', () => {
    render(<FacetTabs />)
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Body' }))
    fireEvent.click(screen.getByRole('tab', { name: 'Body' }))
    expect(screen.getByRole('tab', { name: 'Body' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('SUV, Ute, Hatchback')
  })

  it('moves between tabs with the arrow keys', () => {
    render(<FacetTabs />)
    const brand = screen.getByRole('tab', { name: 'Brand' })
    brand.focus()
    fireEvent.keyDown(brand, { key: 'ArrowRight' })
    expect(document.activeElement?.textContent).toBe('Body')
    expect(screen.getByRole('tabpanel').textContent).toBe('SUV, Ute, Hatchback')
  })
})

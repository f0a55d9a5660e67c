import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Tab, TabList, TabPanel, Tabs } from './Tabs.js'

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

const facets = [
  { id: 'make', label: 'Brand', values: ['Toyota', 'Ford', 'Mazda', 'Hyundai', 'Kia'] },
  { id: 'simple_body', label: 'Body', values: ['SUV', 'Ute', 'Hatchback', 'Sedan', 'Wagon'] },
  { id: 'price_range', label: 'Price', values: ['Under $20K', '$20K – $40K', '$40K – $60K', 'Over $60K'] },
  { id: 'simple_fuel', label: 'Fuel Type', values: ['Petrol', 'Diesel', 'Hybrid', 'Electric'] },
  { id: 'make_model', label: 'Model', values: ['Toyota RAV4', 'Ford Ranger', 'Mazda CX-5'] },
]

/** §2 facet picker 'Find the perfect car for you'; Brand is the default tab. */
export const FacetPicker: Story = {
  render: () => (
    <Tabs defaultSelectedKey="make">
      <TabList aria-label="Find the perfect car for you">
        {facets.map((facet) => (
          <Tab key={facet.id} id={facet.id}>
            {facet.label}
          </Tab>
        ))}
      </TabList>
      {facets.map((facet) => (
        <TabPanel key={facet.id} id={facet.id}>
          <ul style={{ margin: 0 }}>
            {facet.values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ul>
        </TabPanel>
      ))}
    </Tabs>
  ),
}

/** Keyboard operation: arrow keys move selection; the screenshot shows Body selected. */
export const KeyboardSelection: Story = {
  ...FacetPicker,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('tab', { name: 'Brand' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Body' }).getAttribute('aria-selected')).toBe('true')
    await expect(canvas.getByRole('tabpanel').textContent).toContain('Hatchback')
  },
}

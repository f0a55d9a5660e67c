import type { Model } from '@forecourt/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { carPhoto } from '../fixtures/cars.js'
import { ModelCard } from './ModelCard.js'

const model = ({ name = 'Toyota RAV4', ...overrides }: Partial<Model>): Model => ({
  name,
  slug: 'toyota-rav4',
  image: { url: carPhoto('#2f6f4f', '#cfe3f3') },
  short_description: `The ${name}: 4 grades to choose from, petrol or hybrid power.`,
  status: null,
  fuel: 'Petrol',
  position: 0,
  override_url: null,
  ...overrides,
})

const meta = {
  title: 'Blocks/ModelCard',
  component: ModelCard,
  args: { model: model({}) },
  render: (args) => (
    <div style={{ maxInlineSize: '20rem' }}>
      <ModelCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ModelCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Every variant side by side: ALL-NEW, HYBRID, both, a long description cut at 75, no photo. */
export const Variants: Story = {
  render: () => (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
      }}
    >
      {[
        model({ status: 'new', name: 'Mazda CX-60', slug: 'mazda-cx-60' }),
        model({ fuel: 'Hybrid', name: 'Toyota Camry', slug: 'toyota-camry' }),
        model({ status: 'new', fuel: 'Hybrid', name: 'Kia Sportage', slug: 'kia-sportage' }),
        model({
          name: 'Ford Ranger',
          slug: 'ford-ranger',
          short_description:
            'The Ford Ranger: a ute for work and weekends with a towing capacity to match, four cab styles and more.',
        }),
        model({ name: 'Hyundai i30', slug: 'hyundai-i30', image: null, short_description: null }),
      ].map((entry) => (
        <li key={entry.slug}>
          <ModelCard model={entry} />
        </li>
      ))}
    </ul>
  ),
}

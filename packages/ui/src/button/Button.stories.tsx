import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, type ButtonVariant } from './Button.js'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Enquire Now', variant: 'primary', size: 'md', isLoading: false, isDisabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary', children: 'Book a Test Drive' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Got a Question?' } }
export const Destructive: Story = { args: { variant: 'destructive', children: 'Remove from Favourites' } }
export const Small: Story = { args: { size: 'sm', children: 'Quick Enquiry' } }
/** §4: a submitting form's button is disabled and shows a spinner and 'Loading'. */
export const Loading: Story = { args: { isLoading: true, children: 'Submit Form' } }
export const Disabled: Story = { args: { isDisabled: true, children: 'Reserve Now' } }

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'destructive']

/** Every variant in every static state, so one screenshot shows a theme's whole button range. */
export const Gallery: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: '0.75rem',
      }}
    >
      {variants.map((variant) => (
        <div key={variant} style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
          <Button variant={variant}>Enquire Now</Button>
          <Button variant={variant} size="sm">
            Quick Enquiry
          </Button>
          <Button variant={variant} isDisabled>
            Reserve Now
          </Button>
          <Button variant={variant} isLoading>
            Submit Form
          </Button>
        </div>
      ))}
    </div>
  ),
}

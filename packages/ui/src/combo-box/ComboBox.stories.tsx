import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ComboBox } from './ComboBox.js'

const makes = [
  'Ford',
  'Hyundai',
  'Kia',
  'Mazda',
  'Mitsubishi',
  'Nissan',
  'Subaru',
  'Toyota',
  'Volkswagen',
].map((make) => ({ id: make.toLowerCase(), label: make }))

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: { label: 'Make', items: makes, placeholder: 'Any make', onSelectionChange: fn() },
  render: (args) => (
    <div style={{ maxInlineSize: '22rem', minBlockSize: '22rem' }}>
      <ComboBox {...args} />
    </div>
  ),
} satisfies Meta<typeof ComboBox>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithDescription: Story = { args: { description: 'Start typing to narrow the list.' } }
export const Selected: Story = { args: { defaultSelectedKey: 'toyota' } }
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '*This is a required field.' },
}

/** Typing filters the list; ArrowDown and Enter choose. */
export const TypeToFilter: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Make' })
    await userEvent.type(input, 'mi')
    const list = within(document.body).getByRole('listbox')
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mitsubishi'])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('mitsubishi')
    await expect(input).toHaveValue('Mitsubishi')
  },
}

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Select } from './Select.js'

afterEach(cleanup)

const options = [
  { value: 'Aspley - Sales', label: 'Aspley - Sales' },
  { value: 'Boondall - Service', label: 'Boondall - Service' },
]

describe('Select', () => {
  it('is a native combobox named by its label, with an empty first choice', () => {
    const onChange = vi.fn()
    render(<Select label="Location" name="location" value="" onChange={onChange} options={options} />)
    const select = screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement
    expect(select.name).toBe('location')
    expect([...select.options].map((option) => option.text)).toEqual([
      'Please select',
      'Aspley - Sales',
      'Boondall - Service',
    ])
    fireEvent.change(select, { target: { value: 'Boondall - Service' } })
    expect(onChange).toHaveBeenCalledWith('Boondall - Service')
  })

  it('shows the error under it, marks it invalid and required, and is described by it', () => {
    render(
      <Select
        label="Location"
        name="location"
        value=""
        onChange={() => {}}
        options={options}
        isRequired
        errorMessage="*This is a required field."
      />,
    )
    const select = screen.getByRole('combobox', { name: /Location/ })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(select.getAttribute('aria-required')).toBe('true')
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByText('*This is a required field.').id)
  })
})

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckboxGroup } from './CheckboxGroup.js'

afterEach(cleanup)

const options = [
  { value: 'Tyres', label: 'Tyres' },
  { value: 'Wheel alignment', label: 'Wheel alignment' },
]

describe('CheckboxGroup', () => {
  it('is a group named by its label whose ticks report the checked options', () => {
    const onChange = vi.fn()
    render(
      <CheckboxGroup
        label="Additional services"
        name="additional_services"
        value={['Tyres']}
        onChange={onChange}
        options={options}
      />,
    )
    expect(screen.getByRole('group', { name: 'Additional services' })).toBeTruthy()
    const alignment = screen.getByRole('checkbox', { name: 'Wheel alignment' }) as HTMLInputElement
    expect(alignment.name).toBe('additional_services')
    expect((screen.getByRole('checkbox', { name: 'Tyres' }) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(alignment)
    expect(onChange).toHaveBeenCalledWith(['Tyres', 'Wheel alignment'])
  })

  it('shows the error under the group and marks it invalid', () => {
    render(
      <CheckboxGroup
        label="Additional services"
        name="additional_services"
        value={[]}
        onChange={() => {}}
        options={options}
        errorMessage="*This is a required field."
      />,
    )
    const group = screen.getByRole('group', { name: 'Additional services' })
    expect(group.getAttribute('aria-describedby')).toContain(
      screen.getByText('*This is a required field.').id,
    )
    expect(group.getAttribute('data-invalid')).toBe('true')
  })
})

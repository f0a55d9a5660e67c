import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './Checkbox.js'

afterEach(cleanup)

const OPT_IN = 'Yes, I would like to subscribe to receive latest offers & product updates.'

describe('Checkbox', () => {
  it('is a checkbox named by its label that reports being ticked', () => {
    const onChange = vi.fn()
    render(<Checkbox label={OPT_IN} name="opt_in" isSelected={false} onChange={onChange} />)
    fireEvent.click(screen.getByRole('checkbox', { name: OPT_IN }))
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('posts name=true when ticked', () => {
    render(<Checkbox label={OPT_IN} name="opt_in" isSelected onChange={() => {}} />)
    const box = screen.getByRole('checkbox', { name: OPT_IN }) as HTMLInputElement
    expect(box.checked).toBe(true)
    expect(box.name).toBe('opt_in')
    expect(box.value).toBe('true')
  })

  it('shows the error under it and is described by it', () => {
    render(
      <Checkbox
        label="I agree to the terms and conditions."
        name="terms_agreed"
        isSelected={false}
        onChange={() => {}}
        isRequired
        errorMessage="*This is a required field."
      />,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree to the terms and conditions.' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText('*This is a required field.').id)
  })
})

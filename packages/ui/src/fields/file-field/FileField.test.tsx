import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileField } from './FileField.js'

afterEach(cleanup)

const LIMITS = 'Up to 3 files, JPEG, PNG, WebP or PDF, each up to 5 MB.'

describe('FileField', () => {
  it('is a native file input named by its label, posted under its name', () => {
    render(<FileField label="Photos of your car" name="photos" accept="image/png" multiple />)
    const input = screen.getByLabelText('Photos of your car') as HTMLInputElement
    expect(input.type).toBe('file')
    expect(input.name).toBe('photos')
    expect(input.multiple).toBe(true)
    expect(input.accept).toBe('image/png')
  })

  it('is described by its limits and, once wrong, by its error', () => {
    const { rerender } = render(<FileField label="Photos" name="photos" description={LIMITS} />)
    const input = screen.getByLabelText('Photos')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText(LIMITS).id)
    rerender(
      <FileField
        label="Photos"
        name="photos"
        description={LIMITS}
        errorMessage="big.png is larger than 5 MB."
      />,
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      screen.getByText(LIMITS).id,
      screen.getByText('big.png is larger than 5 MB.').id,
    ])
  })

  it('reports the chosen files', () => {
    const onChange = vi.fn()
    render(<FileField label="Photos" name="photos" onChange={onChange} />)
    const file = new File(['x'], 'car.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [file] } })
    expect(onChange).toHaveBeenCalledWith([file])
  })
})

import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.js'

afterEach(cleanup)

describe('Button', () => {
  it('is a button named by its text that reports presses', () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Enquire Now</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Enquire Now' }))
    expect(onPress).toHaveBeenCalledTimes(1)
  })

  it.each(['primary', 'secondary', 'ghost', 'destructive'] as const)('renders the %s variant', (variant) => {
    render(<Button variant={variant}>Remove</Button>)
    expect(screen.getByRole('button', { name: 'Remove' }).dataset.variant).toBe(variant)
  })

  it('primary is the default variant', () => {
    render(<Button>Submit Form</Button>)
    expect(screen.getByRole('button', { name: 'Submit Form' }).dataset.variant).toBe('primary')
  })

  it('while loading shows Loading, is marked disabled and ignores presses', () => {
    const onPress = vi.fn()
    render(
      <Button isLoading onPress={onPress} type="submit">
        Submit Form
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Loading' })
    expect(button.textContent).toBe('Loading')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    // A pending submit button must not submit the form a second time.
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()
    expect(screen.queryByText('Submit Form')).toBeNull()
  })

  it('when disabled is not pressable', () => {
    const onPress = vi.fn()
    render(
      <Button isDisabled onPress={onPress}>
        Reserve Now
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Reserve Now' })
    expect((button as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(button)
    expect(onPress).not.toHaveBeenCalled()
  })

  it('keeps a consumer class beside its own', () => {
    render(<Button className="wide">Continue</Button>)
    expect(screen.getByRole('button', { name: 'Continue' }).className).toBe('fc-Button wide')
  })
})

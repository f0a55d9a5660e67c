import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MultiStepFormShell, type MultiStepFormShellProps } from './MultiStepFormShell.js'

afterEach(cleanup)

const props: MultiStepFormShellProps = {
  title: 'Trade-In Valuation',
  stepIndex: 0,
  stepCount: 3,
  stepTitle: 'Your car',
  progress: 0,
  onSubmit: () => {},
  onBack: () => {},
  children: <input aria-label="Rego" />,
}

describe('MultiStepFormShell', () => {
  it('has no Back on the first step and continues', () => {
    const onSubmit = vi.fn()
    render(<MultiStepFormShell {...props} onSubmit={onSubmit} />)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    expect(screen.getByRole('group', { name: 'Your car' })).toBeTruthy()
  })

  it('shows Back after the first step and the engine’s progress', () => {
    const onBack = vi.fn()
    render(<MultiStepFormShell {...props} stepIndex={1} progress={33} onBack={onBack} />)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
    const progress = screen.getByRole('progressbar', { name: 'Step 2 of 3' })
    expect(progress.getAttribute('aria-valuenow')).toBe('33')
  })

  it('turns Continue into the submit label on the last step', () => {
    const { rerender } = render(<MultiStepFormShell {...props} stepIndex={2} progress={67} />)
    expect(screen.getByRole('button', { name: 'Submit Form' }).getAttribute('type')).toBe('submit')
    rerender(<MultiStepFormShell {...props} stepIndex={2} progress={67} submitLabel="Get My Valuation" />)
    expect(screen.getByRole('button', { name: 'Get My Valuation' })).toBeTruthy()
  })

  it('says Loading and holds Back while submitting, and shows the error in an alert', () => {
    render(<MultiStepFormShell {...props} stepIndex={2} isSubmitting error="An unexpected error occured" />)
    expect(screen.getByRole('button', { name: 'Loading' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('An unexpected error occured')).toBeTruthy()
  })
})

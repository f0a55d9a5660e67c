import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StaffContacts } from './StaffContacts.js'

afterEach(cleanup)

describe('StaffContacts', () => {
  it('shows each person with a 70×70 avatar and their phone and email links', () => {
    const { container } = render(
      <StaffContacts
        staff={[
          {
            name: 'Priya Nair',
            role: 'Sales Manager',
            phone: '0412 555 019',
            email: 'priya@dealer.example',
            avatarUrl: '/p.jpg',
          },
          { name: 'Mei Chen', role: 'Service Advisor' },
        ]}
      />,
    )
    const photo = container.querySelector('img')
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['70', '70'])
    expect(screen.getByRole('link', { name: '0412 555 019' }).getAttribute('href')).toBe('tel:0412555019')
    expect(screen.getByRole('link', { name: 'priya@dealer.example' }).getAttribute('href')).toBe(
      'mailto:priya@dealer.example',
    )
    expect(screen.getByText('MC')).toBeTruthy()
    expect(screen.getByText('Service Advisor')).toBeTruthy()
  })
})

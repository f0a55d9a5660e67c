import { ErrorPage } from '@forecourt/storefront'
import { notFoundLoader } from '@forecourt/storefront/server'
import type { Route } from './+types/not-found'

export const meta = () => [{ title: 'Page not found' }]

export const loader = () => notFoundLoader()

export default function NotFound() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />
}

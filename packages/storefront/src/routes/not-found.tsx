// Route module: every path no other route matches answers the 404 page inside the site's frame.
import { useRouteError } from 'react-router'
import { notFoundLoader } from '../loaders.js'
import { ErrorPage } from '../pages/ErrorPage.js'

export const meta = () => [{ title: 'Page not found' }]

export const loader = () => notFoundLoader()

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  return <ErrorPage error={useRouteError()} />
}

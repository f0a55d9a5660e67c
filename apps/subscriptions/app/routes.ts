import { kitRoutes } from '@forecourt/storefront/route-config'
import { index, route } from '@react-router/dev/routes'

// The dealer's own pages first; the kit's shared routes (search, lead forms, saved cars, account,
// the dealer's pages, the 404) after them. No deposit checkout: its cars are subscribed to or booked.
export default [
  index('routes/home.tsx'),
  route('cars/:slug', 'routes/car.tsx'),
  // How its cars are taken up: an application for a term, a booking for dates.
  route('cars/:slug/subscribe', 'routes/take-up.tsx', { id: 'subscribe' }),
  route('cars/:slug/book', 'routes/take-up.tsx', { id: 'book' }),
  ...kitRoutes({ depositCheckout: false }),
]

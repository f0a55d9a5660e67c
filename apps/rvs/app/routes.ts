import { kitRoutes } from '@forecourt/storefront/route-config'
import { index, route } from '@react-router/dev/routes'

// The car dealer's own pages first; the kit's shared routes (search, lead forms, saved cars,
// account, the dealer's pages, reserve online, the 404) after them.
export default [index('routes/home.tsx'), route('cars/:slug', 'routes/car.tsx'), ...kitRoutes()]

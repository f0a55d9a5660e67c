import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // Every search path of spec §2 (base and friendly paths); the loader 404s what is not one.
  route('search/*', 'routes/search.tsx'),
  route('cars/:slug', 'routes/car.tsx'),
  // Lead forms: one route module, the form picked from the path (storefront leadFormIdOf).
  ...[
    'contact',
    'contact-us/:location',
    'email-us/:location',
    'finance-pre-approval',
    'valuations',
    'service',
    'instant-price',
    'careers',
    'cars/trade-in',
    'cars/:slug/:form',
  ].map((path) => route(path, 'routes/lead-form.tsx', { id: `lead-form:${path}` })),
  route('success', 'routes/success.tsx'),
  route('images/*', 'routes/image.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

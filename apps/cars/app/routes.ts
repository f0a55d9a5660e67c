import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('search/new-used-and-demo-cars', 'routes/search.tsx'),
  route('cars/:slug', 'routes/car.tsx'),
  route('images/*', 'routes/image.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig

// Resource route: GET /api/nearest-locations?postcode= — the site's locations nearest a postcode,
// for the forms' Location choice (issue 16 row 3; lead-forms/nearest-location-lookup.ts).
import type { LoaderFunctionArgs } from 'react-router'
import { nearestChoicesLoader } from '../dealer-pages/nearest-locations.server.js'

export const loader = (args: LoaderFunctionArgs) => nearestChoicesLoader(args)

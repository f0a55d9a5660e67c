// Resource route: /favourites/cars?ids=… — the cars behind saved ids (see savedCarsLoader).
import type { LoaderFunctionArgs } from 'react-router'
import { savedCarsLoader } from '../favourites/saved-cars.server.js'

export const loader = (args: LoaderFunctionArgs) => savedCarsLoader(args)

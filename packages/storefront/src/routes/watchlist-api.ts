// Resource route: POST /api/watchlist/save-car and /api/watchlist/remove-car (§7), for the
// watchlist buttons of sites that keep favourites on the server (features.favourites_storage).
import type { ActionFunctionArgs } from 'react-router'
import { data } from 'react-router'
import { watchlistApiAction } from '../account/account.server.js'

export const action = (args: ActionFunctionArgs) => watchlistApiAction(args)

export const loader = () => data({ success: false }, { status: 405, headers: { allow: 'POST' } })

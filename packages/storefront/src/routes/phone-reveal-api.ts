// Resource route: POST /api/phone-reveal (§7 phone reveal), posted by the car page's phone reveal.
import type { ActionFunctionArgs } from 'react-router'
import { data } from 'react-router'
import { phoneRevealAction } from '../phone-reveal/phone-reveal.server.js'

export const action = (args: ActionFunctionArgs) => phoneRevealAction(args)

export const loader = () => data({ recorded: false }, { status: 405, headers: { allow: 'POST' } })

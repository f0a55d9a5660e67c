// Resource route: /images/* from the image origin (see imageProxyLoader).
import type { LoaderFunctionArgs } from 'react-router'
import { imageProxyLoader } from '../images/image-proxy.server.js'

export const loader = (args: LoaderFunctionArgs) => imageProxyLoader(args)

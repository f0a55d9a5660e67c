// Route module: /sign-in?type=watchlist&redirect=…&back=… (§2): sign in by phone with a code.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaArgs } from 'react-router'
import { useActionData, useLoaderData } from 'react-router'
import { signInAction, signInLoader } from '../account/account.server.js'
import { SignInPage } from '../pages/SignInPage.js'
import { errorMeta } from '../seo/page-meta.js'

export { RouteErrorBoundary as ErrorBoundary } from '../frame/root-route.js'

export const meta = ({ loaderData, error, matches }: MetaArgs<typeof loader>) =>
  loaderData ? [{ title: `Sign in | ${loaderData.site.name}` }] : errorMeta(error, matches)

export const loader = (args: LoaderFunctionArgs) => signInLoader(args)

export const action = (args: ActionFunctionArgs) => signInAction(args)

export default function SignIn() {
  const { site, forWatchlist, forGarage, backPath } = useLoaderData<typeof loader>()
  return (
    <SignInPage
      site={site}
      forWatchlist={forWatchlist}
      forGarage={forGarage}
      backPath={backPath}
      step={useActionData<typeof action>()}
    />
  )
}

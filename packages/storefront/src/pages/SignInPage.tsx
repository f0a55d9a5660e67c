// /sign-in (§2 type=watchlist, redirect, back): a phone, then the 6-digit code sent to it. Plain
// POST forms, so it works without JavaScript; the platform's session cookie comes back HttpOnly.
import type { SiteConfig } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { TextField } from '@forecourt/ui/fields/text-field'
import { useState } from 'react'
import { Form, Link, useLocation, useNavigation } from 'react-router'
import type { SignInStep } from '../account/account.server.js'

export interface SignInPageProps {
  site: SiteConfig
  forWatchlist: boolean
  /** Came from the garage page (type=garage): says what signing in is for. */
  forGarage?: boolean
  backPath: string
  step: SignInStep | undefined
}

export function SignInPage({ site, forWatchlist, forGarage = false, backPath, step }: SignInPageProps) {
  const { search } = useLocation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const [phone, setPhone] = useState(step?.phone ?? '')
  const [code, setCode] = useState('')
  const onCode = step?.step === 'code'
  return (
    <section className="fc-SignIn" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">Sign in</h1>
      <p>
        {forWatchlist
          ? `Sign in with your mobile number to save cars to your watchlist at ${site.name}.`
          : forGarage
            ? `Sign in with your mobile number to keep your cars in your garage at ${site.name}.`
            : `Sign in to ${site.name} with your mobile number.`}
      </p>
      {step?.message && <Alert tone="destructive">{step.message}</Alert>}
      {onCode ? (
        <Form method="post" action={`/sign-in${search}`} key="code">
          <p role="status">
            We sent a 6-digit code to {step.phone}.
            {step.expiresInMinutes ? ` It expires in ${step.expiresInMinutes} minutes.` : ''}
          </p>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="phone" value={step.phone} />
          <TextField
            label="Code"
            name="code"
            value={code}
            onChange={setCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            errorMessage={step.errors.code}
          />
          <Button type="submit" isLoading={busy}>
            Sign in
          </Button>
        </Form>
      ) : (
        <Form method="post" action={`/sign-in${search}`} key="phone">
          <input type="hidden" name="intent" value="code" />
          <TextField
            label="Mobile number"
            name="phone"
            type="tel"
            value={phone}
            onChange={setPhone}
            inputMode="tel"
            autoComplete="tel"
            isRequired
            errorMessage={step?.errors.phone}
          />
          <Button type="submit" isLoading={busy}>
            Send code
          </Button>
        </Form>
      )}
      <p>
        <Link to={backPath}>Back</Link>
      </p>
    </section>
  )
}

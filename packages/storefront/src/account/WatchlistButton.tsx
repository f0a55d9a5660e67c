// Save / Saved on a car page of a site that keeps favourites on the server (§4, §5, §7, §8): a
// plain form to the watchlist action (works without JavaScript, coming back to the page), sent by a
// fetcher when scripts run — optimistic, disabled while saving, with the spec's toast after, or
// an alert with the platform's message when it failed (§8: no success shown).
import { type Car, watchlistButtonLabel, watchlistRemovedToast, watchlistSavedToast } from '@forecourt/domain'
import { Alert } from '@forecourt/ui/alert'
import { Button } from '@forecourt/ui/button'
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { storefrontToasts, TOAST_TIMEOUT_MS } from '../toasts.js'
import { ENHANCED_WATCHLIST_FIELD, WATCHLIST_PATH, type WatchlistActionData } from './watchlist-form.js'

export function WatchlistButton({ car, saved }: { car: Pick<Car, 'id' | 'name'>; saved: boolean }) {
  const fetcher = useFetcher<WatchlistActionData>()
  const { pathname, search } = useLocation()
  const pending = fetcher.state !== 'idle'
  // Optimistic: while a change is on its way, show what it will make.
  const shown = pending && fetcher.formData ? fetcher.formData.get('intent') === 'save' : saved
  const reported = useRef<WatchlistActionData | undefined>(undefined)
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || reported.current === answer) return
    reported.current = answer
    if ('error' in answer) return
    const message = answer.saved ? watchlistSavedToast(car.name) : watchlistRemovedToast(car.name)
    storefrontToasts.add(
      {
        title: message.title,
        description: message.description,
        action: { label: message.action, href: WATCHLIST_PATH },
        tone: answer.saved ? 'success' : 'info',
      },
      { timeout: TOAST_TIMEOUT_MS },
    )
  }, [fetcher.state, fetcher.data, car.name])
  const failure = !pending && fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null
  return (
    <fetcher.Form method="post" action={WATCHLIST_PATH} className="fc-WatchlistButton">
      <input type="hidden" name="intent" value={shown ? 'remove' : 'save'} />
      <input type="hidden" name="car_id" value={car.id} />
      <input type="hidden" name="return" value={`${pathname}${search}`} />
      <EnhancedMarker />
      <Button
        type="submit"
        variant={shown ? 'primary' : 'secondary'}
        isDisabled={pending}
        aria-label={shown ? `Saved: ${car.name} is in your watchlist` : `Save ${car.name} to your watchlist`}
      >
        {watchlistButtonLabel(shown)}
      </Button>
      {failure && <Alert tone="destructive">{failure}</Alert>}
    </fetcher.Form>
  )
}

/** Present only once scripts run, so a plain post (no field) comes back to the page instead. */
function EnhancedMarker() {
  const hydrated = useHydrated()
  return hydrated ? <input type="hidden" name={ENHANCED_WATCHLIST_FIELD} value="1" /> : null
}

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

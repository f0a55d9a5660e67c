import { useEffect, useState } from 'react'

/**
 * False on the server and in the render that hydrates its page, true from the next: a control that
 * needs JavaScript appears once it can work, and the page without JavaScript never shows it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

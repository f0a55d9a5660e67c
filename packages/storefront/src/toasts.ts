// The storefront's one toast queue (§4: one toast at a time), shown by the shell's ToastRegion.
// Browser-only state: on the server nothing is ever added to it.
import { createToastQueue } from '@forecourt/ui/toast'

export const storefrontToasts = createToastQueue()

/** How long a toast stays before it closes itself, in ms. */
export const TOAST_TIMEOUT_MS = 5000

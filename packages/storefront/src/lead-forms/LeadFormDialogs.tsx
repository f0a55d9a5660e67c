// §2 Modals: once JavaScript runs, the links inside this block to the enquiry, test drive, request
// photos and email-us forms open the form in a dialog over the page; before that (and without it)
// they stay links to each form's own page. One capturing listener reads every link's plain click,
// so the blocks inside (the car's actions, a location card) need not know about dialogs.
import type { Car, SiteConfig } from '@forecourt/domain'
// Types only: the forms package's rules load with the form, not with the page (see loadFormPage).
import type { FormOption, FormValues, LeadFormId } from '@forecourt/forms'
import { lazy, type MouseEvent, type ReactNode, Suspense, useRef, useState } from 'react'
import { kitLeadFormIdOf } from './lead-form-routes.js'

// The dialog (react-aria's modal and focus scope) and the form engine come with the first dialog,
// not with every car page (issue 18): a pointer over or focus in the block starts both downloads,
// and a click starts them beside the form's data.
const loadDialog = () => import('@forecourt/ui/dialog')
const loadFormPage = () => import('../pages/LeadFormPage.js')
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })))
const LeadFormPage = lazy(() => loadFormPage().then((module) => ({ default: module.LeadFormPage })))
const preload = () => {
  // A failed download is tried again when the dialog renders.
  loadDialog().catch(() => {})
  loadFormPage().catch(() => {})
}

/** The forms §2 lists as modals. */
const DIALOG_LEAD_FORMS: readonly LeadFormId[] = ['enquiry', 'test-drive', 'request-photos', 'email-us']

/** Where the dialog gets what the form's page would load (routes/lead-form-api.ts). */
const LEAD_FORM_API_PATH = '/api/lead-form'

interface DialogForm {
  formId: LeadFormId
  car: Car | null
  initialValues: FormValues
  testDriveTimes: FormOption[]
  clientKey: string
}

interface Shown {
  /** The form page's path and query, which the form's steps post to. */
  path: string
  /** The words of the link that opened it ('Book a Test Drive', a dealer's 'Message Now'). */
  title: string
  form: DialogForm | null
}

type Opening = Omit<Shown, 'form'>

/** The form page a click should open in a dialog, or null to let the link do its own work. */
function dialogOpeningOf(event: MouseEvent<HTMLElement>, forms: readonly LeadFormId[]): Opening | null {
  // A click the page already handled, or one asking for a new tab or window, is the browser's.
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target as Element
  // React carries a dialog's own clicks here through its portal: only this block's links count.
  if (!event.currentTarget.contains(target)) return null
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return null
  const url = new URL(link.href)
  if (url.origin !== window.location.origin) return null
  // §2's modal forms are all the kit's own paths; a site's service page is never one.
  const formId = kitLeadFormIdOf(url.pathname)
  if (!formId || !forms.includes(formId)) return null
  const title = link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''
  return { path: `${url.pathname}${url.search}`, title }
}

const LOADING = <p role="status">Loading the form…</p>

async function loadForm(path: string): Promise<DialogForm> {
  const response = await fetch(`${LEAD_FORM_API_PATH}?${new URLSearchParams({ path })}`, {
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${LEAD_FORM_API_PATH} answered ${response.status}`)
  return (await response.json()) as DialogForm
}

export interface LeadFormDialogsProps {
  site: SiteConfig
  children: ReactNode
  /** Which forms open as dialogs; §2's four by default. */
  forms?: readonly LeadFormId[]
}

export function LeadFormDialogs({ site, children, forms = DIALOG_LEAD_FORMS }: LeadFormDialogsProps) {
  const [shown, setShown] = useState<Shown | null>(null)
  const opened = useRef<string | null>(null)

  async function open(opening: Opening) {
    const { path } = opening
    opened.current = path
    setShown({ ...opening, form: null })
    try {
      const [form] = await Promise.all([loadForm(path), loadFormPage(), loadDialog()])
      if (opened.current === path) setShown({ ...opening, form })
    } catch {
      // The page says best why the form cannot be shown (the car sold, the platform down).
      if (opened.current === path) window.location.assign(path)
    }
  }

  function close() {
    opened.current = null
    setShown(null)
  }

  function onClickCapture(event: MouseEvent<HTMLElement>) {
    const opening = dialogOpeningOf(event, forms)
    if (!opening) return
    event.preventDefault()
    void open(opening)
  }

  return (
    // `display: contents`: the wrapper only listens; the blocks inside keep their own layout.
    <div
      className="fc-LeadFormDialogs"
      onClickCapture={onClickCapture}
      onPointerOverCapture={preload}
      onFocusCapture={preload}
    >
      {children}
      {shown && (
        <Suspense fallback={null}>
          <Dialog
            title={shown.title}
            isOpen
            onOpenChange={(isOpen) => !isOpen && close()}
            // A stray click outside must not lose what the shopper typed.
            isDismissable={false}
            size="lg"
          >
            {shown.form ? (
              <Suspense fallback={LOADING}>
                <LeadFormPage site={site} {...shown.form} inDialogFor={shown.path} />
              </Suspense>
            ) : (
              LOADING
            )}
          </Dialog>
        </Suspense>
      )}
    </div>
  )
}

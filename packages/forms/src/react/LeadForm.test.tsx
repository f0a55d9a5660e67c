// @vitest-environment happy-dom
import { OPT_IN_TEXT, REQUIRED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FormContext, formContextOf } from '../form-context.js'
import { handleLeadPost, type LeadPostResult, type SendLead, type SendResult } from '../form-post.js'
import { LEAD_FORMS, type LeadFormId } from '../lead-forms/index.js'
import { car, site } from '../test-support/fixtures.js'
import type { KeyValueStorage } from '../visitor-memory.js'
import { LeadForm } from './LeadForm.js'

afterEach(cleanup)

const KEY = 'visit-0123456789'

function memoryStorage(initial: Record<string, string> = {}) {
  const data: Record<string, string> = { ...initial }
  const storage: KeyValueStorage = {
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
  return { data, storage }
}

/** Renders a form whose steps go through the real post handler with `send` as the platform. */
function renderForm(
  formId: LeadFormId,
  {
    context = formContextOf(site(), car()),
    send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 1 }),
    storage = null as KeyValueStorage | null,
    result = null as LeadPostResult | null,
    onSuccess = vi.fn(),
    headingLevel = undefined as 1 | 2 | undefined,
    titled = undefined as boolean | undefined,
  }: {
    context?: FormContext
    send?: SendLead
    storage?: KeyValueStorage | null
    result?: LeadPostResult | null
    onSuccess?: (result: LeadPostResult) => void
    headingLevel?: 1 | 2 | undefined
    titled?: boolean | undefined
  } = {},
) {
  const definition = LEAD_FORMS[formId]
  const submitStep = (data: FormData) =>
    handleLeadPost({ definition, context, data, send, newClientKey: () => KEY })
  render(
    <LeadForm
      definition={definition}
      context={context}
      action="/forms"
      clientKey={KEY}
      result={result}
      submitStep={submitStep}
      onSuccess={onSuccess}
      storage={storage}
      headingLevel={headingLevel}
      titled={titled}
    />,
  )
  return { send, onSuccess }
}

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

function fillContact() {
  type(/Full Name/, 'Alex Citizen')
  type(/Email/, 'alex@example.com')
  type(/Mobile Number/, '0412 345 678')
}

const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))

describe('LeadForm: idle', () => {
  it('renders the enquiry with the site enquire label, the opt-in ticked and the privacy link', () => {
    renderForm('enquiry')
    expect(screen.getByRole('heading', { name: 'Enquire Now' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeTruthy()
    expect((screen.getByRole('checkbox', { name: OPT_IN_TEXT }) as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy')
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it.each([
    [undefined, 2],
    [1, 1],
  ] as const)('titles the form with a heading of level %s → h%s', (headingLevel, level) => {
    renderForm('enquiry', { headingLevel })
    expect(screen.getByRole('heading', { name: 'Enquire Now', level })).toBeTruthy()
  })

  it('inside something that already names it (a dialog) has no heading, and keeps its name', () => {
    renderForm('enquiry', { titled: false })
    expect(screen.queryByRole('heading', { name: 'Enquire Now' })).toBeNull()
    expect(screen.getByRole('form', { name: 'Enquire Now' })).toBeTruthy()
  })

  it.each([
    [
      'requires them and has a text',
      { enquiry: { terms_required: true }, terms_text: 'We may call you.\n\nAbout this car only.' },
      true,
    ],
    ['has a text but does not ask to agree', { terms_text: 'We may call you.' }, false],
    ['asks to agree but has no text of its own', { enquiry: { terms_required: true } }, false],
  ])('shows the dealer’s terms where a site %s: %s', (_case, config, shown) => {
    renderForm('enquiry', { context: formContextOf(site({ config }), car()) })
    const terms = screen.queryByText('Read the terms and conditions')
    expect(terms !== null).toBe(shown)
    if (shown) {
      expect(screen.getByText('About this car only.')).toBeTruthy()
      expect(
        screen.getByRole('link', { name: 'Open the terms on their own page' }).getAttribute('href'),
      ).toBe('/terms')
    }
  })

  it('uses Message Now where the tenant renames the enquire button (§9)', () => {
    renderForm('enquiry', {
      context: formContextOf(site({ config: { labels: { enquire: 'Message Now' } } }), car()),
    })
    expect(screen.getByRole('button', { name: 'Message Now' })).toBeTruthy()
  })

  it('is a real post form that carries the machine state, for shoppers without JavaScript', () => {
    renderForm('finance')
    const form = document.querySelector('form') as HTMLFormElement
    expect(form.method).toBe('post')
    const data = new FormData(form)
    expect(data.get('_form')).toBe('finance')
    expect(data.get('_step')).toBe('0')
    expect(data.get('_client_key')).toBe(KEY)
  })

  it('prefills a returning visitor from storage (§5)', async () => {
    const { storage } = memoryStorage({
      'forecourt:coastal-motors:contact': JSON.stringify({ name: 'Alex Citizen', phone: '0412 345 678' }),
    })
    renderForm('enquiry', { storage })
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /Full Name/ }) as HTMLInputElement).value).toBe(
        'Alex Citizen',
      ),
    )
    expect((screen.getByRole('textbox', { name: /Mobile Number/ }) as HTMLInputElement).value).toBe(
      '0412 345 678',
    )
  })
})

describe('LeadForm: validation on submit (§5)', () => {
  it('shows each error under its field, marks it invalid and sends nothing', async () => {
    const { send } = renderForm('enquiry')
    type(/Email/, 'alex@')
    press('Enquire Now')
    const name = screen.getByRole('textbox', { name: /Full Name/ })
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    const email = screen.getByRole('textbox', { name: /Email/ })
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByText('invalid email address').id)
    expect(screen.getAllByText(REQUIRED_MESSAGE).length).toBeGreaterThanOrEqual(3)
    expect(send).not.toHaveBeenCalled()
  })

  it('re-validates on the next submit and sends once the fields are right', async () => {
    const { send } = renderForm('enquiry')
    press('Enquire Now')
    await screen.findAllByText(REQUIRED_MESSAGE)
    fillContact()
    type(/Message/, 'Is it still available?')
    press('Enquire Now')
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(screen.queryByText(REQUIRED_MESSAGE)).toBeNull()
  })
})

describe('LeadForm: submitting, success and failure (§4)', () => {
  it('while submitting the button shows Loading, is disabled, and the fields are locked', async () => {
    let answer: (result: SendResult) => void = () => {}
    const send = vi.fn<SendLead>(() => new Promise((resolve) => (answer = resolve)))
    renderForm('question', { send })
    fillContact()
    type(/Your question/, 'Service history?')
    press('Submit Form')
    const loading = await screen.findByRole('button', { name: 'Loading' })
    expect(loading.getAttribute('aria-disabled')).toBe('true')
    expect((document.querySelector('fieldset') as HTMLFieldSetElement).disabled).toBe(true)
    await act(async () => answer({ ok: true, leadId: 4 }))
    expect(await screen.findByRole('status')).toBeTruthy()
  })

  it('on success remembers the visitor, the enquired car and the category, then hands over', async () => {
    const { data, storage } = memoryStorage()
    const { onSuccess } = renderForm('enquiry', { storage })
    fillContact()
    type(/Message/, 'Is it still available?')
    press('Enquire Now')
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    const [result] = vi.mocked(onSuccess).mock.calls[0] as [LeadPostResult]
    expect(result.success).toMatchObject({ eventId: 15, category: 'Vehicle Enquiry' })
    expect(JSON.parse(data['forecourt:coastal-motors:enquiry-success'] ?? '{}')).toMatchObject({
      category: 'Vehicle Enquiry',
      car: { id: 41 },
    })
    expect(JSON.parse(data['forecourt:coastal-motors:contact'] ?? '{}')).toMatchObject({
      name: 'Alex Citizen',
    })
  })

  it.each([
    [
      'the server error text',
      { ok: false as const, message: 'Lead limit reached, try again soon' },
      'Lead limit reached, try again soon',
    ],
    ["'An unexpected error occured' without one", { ok: false as const }, UNEXPECTED_ERROR_MESSAGE],
  ])(
    'on failure shows %s in a destructive alert and keeps every typed value',
    async (_label, answer, message) => {
      const send = vi.fn<SendLead>().mockResolvedValue(answer)
      renderForm('enquiry', { send })
      fillContact()
      type(/Message/, 'Is it still available?')
      press('Enquire Now')
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toBe(message)
      expect(alert.dataset.tone).toBe('destructive')
      expect((screen.getByRole('textbox', { name: /Full Name/ }) as HTMLInputElement).value).toBe(
        'Alex Citizen',
      )
      expect((screen.getByRole('textbox', { name: /Message/ }) as HTMLInputElement).value).toBe(
        'Is it still available?',
      )
      expect(screen.getByRole('button', { name: 'Enquire Now' })).toBeTruthy()
    },
  )

  it('shows the state a post without JavaScript returned: the error and the values', () => {
    renderForm('enquiry', {
      result: {
        formId: 'enquiry',
        clientKey: KEY,
        state: {
          step: 0,
          stepCount: 1,
          trail: [],
          skipped: [],
          leadId: null,
          status: 'failure',
          error: 'Try again',
        },
        values: { name: 'Alex', email: 'alex@', phone: '', message: 'Hi', opt_in: false },
        errors: { email: 'invalid email address' },
        success: null,
      },
    })
    expect(screen.getByRole('alert').textContent).toBe('Try again')
    expect(screen.getByText('invalid email address')).toBeTruthy()
    expect((screen.getByRole('textbox', { name: /Full Name/ }) as HTMLInputElement).value).toBe('Alex')
    expect((screen.getByRole('checkbox', { name: OPT_IN_TEXT }) as HTMLInputElement).checked).toBe(false)
  })
})

describe('LeadForm: multi-step finance (§4)', () => {
  it('Continue saves each step, Back appears after the first, a skip jumps the trade-in, Submit ends it', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: true, leadId: 88 })
    const { onSuccess } = renderForm('finance', { send })
    expect(screen.getByText('Step 1 of 4: About you')).toBeTruthy()
    type(/First Name/, 'Alex')
    type(/Last Name/, 'Citizen')
    type(/Email/, 'alex@example.com')
    type(/Mobile Number/, '0412 345 678')
    type(/Postcode/, '4000')
    press('Continue')
    await screen.findByText('Step 2 of 4: Your loan')
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({
        isLastStep: false,
        lead: expect.objectContaining({ lead_status: 'Incomplete' }),
      }),
    )
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()

    press('Back')
    await screen.findByText('Step 1 of 4: About you')
    expect((screen.getByRole('textbox', { name: /First Name/ }) as HTMLInputElement).value).toBe('Alex')
    press('Continue')
    await screen.findByText('Step 2 of 4: Your loan')

    type(/Amount to borrow/, '25000')
    fireEvent.change(screen.getByRole('combobox', { name: /Loan term/ }), { target: { value: '5 years' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Full time' }))
    fireEvent.click(screen.getByRole('radio', { name: 'No' }))
    press('Continue')
    await screen.findByText('Step 4 of 4: Anything else')
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ lead: expect.objectContaining({ lead_id: 88 }) }),
    )

    press('Submit Form')
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({
        isLastStep: true,
        lead: expect.objectContaining({
          form_completed: true,
          skipped_steps: [{ from: 1, to: 3 }],
          loan_amount: '25000',
        }),
      }),
    )
  })

  it('a failed step keeps the step and shows the error', async () => {
    const send = vi.fn<SendLead>().mockResolvedValue({ ok: false, message: 'Platform unavailable' })
    renderForm('finance', { send })
    type(/First Name/, 'Alex')
    type(/Last Name/, 'Citizen')
    type(/Email/, 'alex@example.com')
    type(/Mobile Number/, '0412 345 678')
    type(/Postcode/, '4000')
    press('Continue')
    expect((await screen.findByRole('alert')).textContent).toBe('Platform unavailable')
    expect(screen.getByText('Step 1 of 4: About you')).toBeTruthy()
  })
})

describe('every lead form renders idle and refuses an empty submit', () => {
  it.each(Object.keys(LEAD_FORMS) as LeadFormId[])('%s', async (formId) => {
    const definition = LEAD_FORMS[formId]
    const { send } = renderForm(formId, {
      context: formContextOf(site(), definition.needsCar ? car() : null),
    })
    expect(screen.getByRole('heading', { name: definition.title })).toBeTruthy()
    const submit = screen.getByRole('button', {
      name:
        definition.steps.length > 1
          ? 'Continue'
          : definition.submitLabel === 'enquire'
            ? 'Enquire Now'
            : 'Submit Form',
    })
    fireEvent.click(submit)
    expect((await screen.findAllByText(REQUIRED_MESSAGE)).length).toBeGreaterThan(0)
    expect(send).not.toHaveBeenCalled()
  })
})

describe('LeadForm: a file field (issue 16 row 15)', () => {
  it('posts its step as multipart and sends the chosen photo beside the lead', async () => {
    const { send } = renderForm('sell-your-car', { context: formContextOf(site()) })
    expect((document.querySelector('form') as HTMLFormElement).enctype).not.toBe('multipart/form-data')
    type(/^Make/, 'Toyota')
    type(/^Model/, 'Corolla')
    type(/^Year/, '2019')
    type(/^Kilometres/, '85000')
    press('Continue')
    const photos = (await screen.findByLabelText('Photos of your car')) as HTMLInputElement
    expect((document.querySelector('form') as HTMLFormElement).enctype).toBe('multipart/form-data')
    expect([photos.type, photos.name, photos.multiple]).toEqual(['file', 'photos', true])
    expect(photos.getAttribute('aria-describedby')).toBeTruthy()
    fillContact()
    const photo = new File([new Uint8Array(10)], 'front.png', { type: 'image/png' })
    fireEvent.change(photos, { target: { files: [photo] } })
    press(/Submit/)
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    const last = vi.mocked(send).mock.calls[1]?.[0]
    expect(last?.files?.map(({ field, file }) => [field, file.name])).toEqual([['photos', 'front.png']])
    expect(last?.lead).not.toHaveProperty('photos')
  })

  it('says a photo is too large before sending anything', async () => {
    const { send } = renderForm('sell-your-car', { context: formContextOf(site()) })
    type(/^Make/, 'Toyota')
    type(/^Model/, 'Corolla')
    type(/^Year/, '2019')
    type(/^Kilometres/, '85000')
    press('Continue')
    const photos = await screen.findByLabelText('Photos of your car')
    fillContact()
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    fireEvent.change(photos, { target: { files: [huge] } })
    press(/Submit/)
    expect(await screen.findByText('huge.png is larger than 5 MB. Choose a smaller file.')).toBeTruthy()
    expect(photos.getAttribute('aria-invalid')).toBe('true')
    expect(send).toHaveBeenCalledTimes(1)
  })
})

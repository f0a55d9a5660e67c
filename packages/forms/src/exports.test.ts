import { describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import * as forms from './index.js'
import * as formsReact from './react/index.js'

// The public surface on purpose: adding or removing a runtime export must change these lists in
// review. Knip (knip.jsonc) reports a public name that nothing outside the package uses.
const CORE_RUNTIME_EXPORTS = [
  'CARD_EXPIRY_MESSAGE',
  'DATE_MESSAGE',
  'DATE_TIME_MESSAGE',
  'LEAD_FORMS',
  'NUMBER_MESSAGE',
  'OPTION_MESSAGE',
  'RATING_MESSAGE',
  'REGO_MESSAGE',
  'TRADE_IN_FAQ',
  'YEAR_MESSAGE',
  'formContextOf',
  'formInFamilyWords',
  'handleLeadPost',
  'multiStepReducer',
  'readEnquirySuccess',
]

describe('@forecourt/forms public surface', () => {
  it('exports exactly the pinned names from the core entry', () => {
    expect(Object.keys(forms).sort()).toEqual(CORE_RUNTIME_EXPORTS)
  })

  it('exports only the lead form from the React entry', () => {
    expect(Object.keys(formsReact)).toEqual(['LeadForm'])
  })

  // The engine's pieces an app never calls: rules, form-data plumbing, the step machine's helpers,
  // the TanStack hook the LeadForm is built on.
  it.each([
    'emailRule',
    'fieldErrors',
    'FIELD_TYPES',
    'CLIENT_KEY_FIELD',
    'machineFromFormData',
    'resolveForm',
    'validateStep',
    'leadPayload',
    'rememberContact',
  ])('keeps the internal %s hidden', (name) => {
    expect(name in forms).toBe(false)
  })

  it.each(['useAppForm', 'fieldComponents', 'ENHANCED_FIELD'])(
    'keeps the React internal %s hidden',
    (name) => {
      expect(name in formsReact).toBe(false)
    },
  )

  it('exposes the core, the React binding, its stylesheet and package.json', () => {
    expect(Object.keys(packageJson.exports)).toEqual(['.', './react', './react/styles.css', './package.json'])
  })
})

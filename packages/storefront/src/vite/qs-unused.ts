// Stands in for `qs` in a template app's browser bundle (storefront-bundle.ts says why): only
// InstantSearch's history router calls it, and the search pages never let InstantSearch build one.
const unused = (): never => {
  throw new Error(
    'qs is not in the browser bundle: InstantSearch was given no router (see @forecourt/storefront/vite)',
  )
}

export default { parse: unused, stringify: unused }

// React.lazy for a component whose module is already on its way. Until it arrives a render suspends
// (a hydrating Suspense boundary keeps the server's HTML); once it has, the first render shows it in
// the same pass, where React.lazy alone would still suspend once. A failed download renders nothing
// rather than failing the page.
import { type ComponentType, lazy } from 'react'

type Module<P> = { default: ComponentType<P> }

const nothing = () => null

// A thenable that answers at once: React.lazy then renders the component without suspending.
const answeredAtOnce = <P>(component: ComponentType<P>) =>
  ({
    // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a synchronous thenable at once.
    then: (resolve: (module: Module<P>) => void) => resolve({ default: component }),
  }) as unknown as Promise<Module<P>>

export function lazyLoadedAtOnce<P>(download: Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined
  const loading = download.then(
    (component): Module<P> => {
      loaded = component
      return { default: component }
    },
    (): Module<P> => ({ default: nothing }),
  )
  return lazy(() => (loaded ? answeredAtOnce(loaded) : loading))
}

import { createContext, useContext } from 'react'

/** This response's CSP script nonce, for the document's scripts; undefined in the browser. */
export const NonceContext = createContext<string | undefined>(undefined)

export const useNonce = () => useContext(NonceContext)

// React Router's server entry, from the storefront preset: streaming SSR with a paint-first head.
export { default, streamTimeout } from '@forecourt/storefront/entry-server'

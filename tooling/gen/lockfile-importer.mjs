// A new app depends on exactly what its family's app depends on, so its entry in pnpm-lock.yaml is
// the family app's under another path. Writing it there lets `pnpm install --offline` link the new
// app from the store without resolving a version — resolving needs registry metadata a machine that
// only ever ran `pnpm install --frozen-lockfile` does not have. pnpm rewrites the file in its own
// order on the next install.

/**
 * `lockfile` (pnpm-lock.yaml's text) with an importer at `to` that is a copy of the one at `from`
 * (workspace paths such as apps/trucks, at the same depth, so its `link:../../…` versions hold).
 */
export function withImporterCopied(lockfile, { from, to }) {
  const lines = lockfile.split('\n')
  const start = lines.indexOf(`  ${from}:`)
  if (start < 0) throw new Error(`pnpm-lock.yaml has no importer ${from}`)
  if (lines.includes(`  ${to}:`)) throw new Error(`pnpm-lock.yaml already has an importer ${to}`)
  // The importer's block runs to the next line indented two spaces or less that is not blank.
  let end = start + 1
  while (end < lines.length && (lines[end] === '' || lines[end].startsWith('   '))) end += 1
  while (lines[end - 1] === '') end -= 1
  const block = [`  ${to}:`, ...lines.slice(start + 1, end)]
  return [...lines.slice(0, end), '', ...block, ...lines.slice(end)].join('\n')
}

// Where a lead's files live (issue 16 row 15): a directory, one folder per site, each file named by
// the SHA-256 of its bytes. The lead row holds the reference (its `form._files`), the bytes stay out
// of the database: no migration beside the payments one, no multi-megabyte rows in PGlite's memory
// or in every dump, and every platform process reads what another wrote when the directory is shared.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A stored file's id: the hex SHA-256 of its bytes, so a retried post stores nothing twice. */
export const LEAD_FILE_ID = /^[0-9a-f]{64}$/

export interface LeadFileStore {
  /** Stores the bytes for the site and answers their id. */
  put(siteId: number, bytes: Uint8Array): Promise<string>
  /** The bytes of a file the site stored, or null. */
  read(siteId: number, fileId: string): Promise<Uint8Array | null>
}

export const leadFileIdOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Files under `root`/{siteId}/{id}; written to a temporary name, then renamed, so a reader never sees half a file. */
export function directoryLeadFileStore(root: string): LeadFileStore {
  const pathOf = (siteId: number, fileId: string) => {
    if (!Number.isInteger(siteId) || siteId < 0 || !LEAD_FILE_ID.test(fileId))
      throw new Error('Not a lead file reference')
    return join(root, String(siteId), fileId)
  }
  return {
    put: async (siteId, bytes) => {
      const fileId = leadFileIdOf(bytes)
      const path = pathOf(siteId, fileId)
      await mkdir(join(root, String(siteId)), { recursive: true })
      const partial = `${path}.${process.pid}.${Date.now()}.partial`
      await writeFile(partial, bytes, { mode: 0o600 })
      await rename(partial, path)
      return fileId
    },
    read: async (siteId, fileId) => {
      try {
        return new Uint8Array(await readFile(pathOf(siteId, fileId)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}

/** Development and tests: a folder under the system's temporary directory. */
export const defaultLeadFilesDirectory = () => join(tmpdir(), 'forecourt-lead-files')

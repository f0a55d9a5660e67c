/** The largest value of a PostgreSQL `integer` column: ids and counts past it are a 400, not a 500. */
export const MAX_DB_INTEGER = 2_147_483_647

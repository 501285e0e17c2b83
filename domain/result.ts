/**
 * The one result shape (docs/decisions/0009-use-cases.md): the value, or why not. A use case's
 * error is server/errors.server.ts's UseCaseError (Result<T> there); a query parser's is
 * InvalidParams (domain/query-params.ts). Not zod's { success, data }, which stays at the parse.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

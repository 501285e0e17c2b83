/**
 * Array parameters for `unnest(…)`, typed explicitly: postgres.js guesses an array's type from
 * its first element (a null first element gives no type at all), and inside inTransaction() the
 * guess is not made. Each list travels as text[] or a numeric array and is cast in SQL.
 */
import type postgres from "postgres";

type AnySql = postgres.Sql | postgres.TransactionSql;

const TEXT = 25;
const INT4 = 23;
const FLOAT8 = 701;

export const texts = (sql: AnySql, values: readonly (string | null)[]) => sql.array(values as string[], TEXT);
export const ints = (sql: AnySql, values: readonly number[]) => sql.array(values as number[], INT4);
export const floats = (sql: AnySql, values: readonly (number | null)[]) => sql.array(values as number[], FLOAT8);
export const jsons = (sql: AnySql, values: readonly unknown[]) =>
  sql.array(
    values.map((v) => JSON.stringify(v)),
    TEXT,
  );

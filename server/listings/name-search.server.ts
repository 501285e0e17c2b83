/** Fuzzy name search: typos tolerated, ranked by similarity (pg_trgm word similarity). */
import { customPlans, type Sql } from "@db/client.server.ts";
import { NAME_CANDIDATE_LIMIT } from "../../domain/listing-limits.ts";
import { estimatedMatches } from "./key-shares.server.ts";
import { joinFragments, tierRankSql, type Fragment } from "./sql-fragments.server.ts";

/** Spellings of one searched word tried against the name words; more are dropped, least similar first. */
const MAX_SPELLINGS_PER_WORD = 50;
/** Words of the search text used by the word path (the text is at most 50 characters anyway). */
const MAX_WORDS = 12;

/** The words of the search text, lower-cased: letters and digits, as pg_trgm and the 'simple' parser split them. */
export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** The word with two neighbouring letters swapped, each way ('brihgt' -> 'bright', …): the commonest typo. */
export function transpositions(word: string): string[] {
  const chars = [...word];
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) {
    if (chars[i] === chars[i + 1]) continue;
    const swapped = [...chars];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    out.add(swapped.join(""));
  }
  return [...out];
}

/** A tsquery lexeme, quoted (tsquery input syntax: quotes doubled, backslashes escaped). */
const lexeme = (word: string) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** How much less like the searched word than the best match a spelling may be. */
const SPELLING_MARGIN = 0.4;
/** A name word equal to the searched word with two letters swapped scores like this (similarity says little there). */
const TRANSPOSITION_SCORE = 0.9;

/**
 * For each searched word, the words of listing names that may be meant by it: similar by
 * trigrams (pg_trgm's %: similarity at least 0.3, so 'brigh' finds 'bright' and 'dalas'
 * 'dallas'), or equal to it with two neighbouring letters swapped (trigrams miss those in short
 * words: 'blue' and 'bleu' share two of eight). Of those, the ones at most SPELLING_MARGIN less
 * similar than the best: a word typed as a name has it keeps its close forms ('behavior',
 * 'behavioral') but not every word sharing a few letters ('light', 'bright'), each of which
 * would add its listings to read.
 *
 * One statement, a branch per word; the trigram index of listing_name_words answers the
 * similarity and its primary key the swaps. The statement runs with sequential scans turned off
 * (SET LOCAL, in a transaction of its own): pg_trgm declares its operators as cheap as an
 * equality, so for a table of some thousand words and a long word (more trigrams to look up) the
 * planner can rate a scan testing every word (10-50 ms) below the index (under 1 ms). (The index
 * has no pending list, migration 0006: with one, the planner avoided it even so.)
 */
async function spellingsByWord(sql: Sql, words: readonly string[]): Promise<string[][]> {
  const branch = (word: string, i: number) => sql`
    (select ${i}::int as i, v.word, max(v.score) as score from (
       select word, similarity(word, ${word}) as score from listing_name_words where word % ${word}
       union all
       select word, ${TRANSPOSITION_SCORE}::real from listing_name_words
       where word = any(${sql.array(transpositions(word))}::text[])
     ) v
     group by v.word
     order by score desc, v.word
     limit ${MAX_SPELLINGS_PER_WORD})`;
  const union = words.map(branch).reduce((acc, b) => sql`${acc} union all ${b}`);
  // Both sent at once (postgres.js pipelines an array of queries): one round trip for the two.
  // That array form is postgres.js's own sql.begin, which inTransaction cannot give.
  const [, rows] = await customPlans(sql).begin((tx) => [
    tx`set local enable_seqscan = off`,
    tx<{ i: number; word: string; score: number }[]>`${union}`,
  ]);
  const out: string[][] = words.map(() => []);
  const best = words.map(() => 0);
  for (const r of rows) best[r.i] = Math.max(best[r.i]!, r.score);
  for (const r of rows) if (r.score >= best[r.i]! - SPELLING_MARGIN) out[r.i]!.push(r.word);
  return out;
}

/** The ranking shared by both paths: word similarity, then the relevance order (tier rank, then name). */
function rankCandidates(sql: Sql, text: string, candidates: Fragment, lookups: Fragment | null, cap: number) {
  return customPlans(sql)<{ id: number }[]>`
    with candidates as materialized (${candidates})
    select l.id from candidates l
    where ${lookups ?? sql`true`}
    order by word_similarity(${text}, l.name) desc, ${tierRankSql(sql)} desc, l.name, l.id
    limit ${cap}`;
}

/**
 * The tsqueries the word path tries, in order, for the spellings of each searched word (an empty
 * list: nothing like that word): every word; then, for three words or more, every word but one
 * ('Bright Steps Texas' when no name has 'texas', or no name has all three). Two-word texts do
 * not drop a word: one word of two is too little to call a name similar.
 */
export function wordQueries(spellings: readonly (readonly string[])[]): string[] {
  const groups = spellings.map((s) => (s.length ? `(${s.map(lexeme).join(" | ")})` : null));
  const missing = groups.filter((g) => g === null).length;
  const all = (gs: readonly (string | null)[]) => gs.filter((g) => g !== null).join(" & ");
  const out: string[] = [];
  if (groups.length === 0) return out;
  if (missing === 0) out.push(all(groups));
  if (groups.length >= 3 && missing === 1) out.push(all(groups));
  if (groups.length >= 3 && missing === 0) {
    out.push(groups.map((_, i) => `(${all(groups.filter((_, j) => j !== i))})`).join(" | "));
  }
  return out;
}

/**
 * Names expected similar to the text (the planner's estimate, from the names' statistics) at most
 * this many are read whole and their filters tested on the row: the planner otherwise ANDs in the
 * filters' GIN keys, whose postings cost far more to decode than the rows (two keys, 17,481
 * listings: 20 of the statement's 22 ms at 1,000,000, docs/performance.md). The estimate errs
 * (97 expected, 451 found for 'Fort Worth, TX'): a few thousand rows still cost less than that.
 */
const FEW_SIMILAR_NAMES = 500;

function fewSimilarNames(sql: Sql, range: readonly Fragment[], similar: Fragment): Promise<boolean> {
  return estimatedMatches(sql, joinFragments(sql, [...range, similar], "and")).then((n) => n <= FEW_SIMILAR_NAMES);
}

/** A name search: the text, the search's other conditions and how many to keep. */
export interface NameSearch {
  text: string;
  /** The active status: kept as written, as the partial indexes' predicate must be proved from it. */
  range: readonly Fragment[];
  /** The other conditions tested on the listing (the state, filters, a radius, the tier). */
  where: readonly Fragment[];
  /** The lookups (insurer, minimum rating), tested after the candidate cut; null without any. */
  lookups: Fragment | null;
  /** The columns the lookups read, which the candidates carry. */
  lookupColumns: readonly string[];
  cap: number;
}

/**
 * The `cap` names most similar to the text (pg_trgm word similarity: the text against the
 * best-matching stretch of the name), equally similar names in the relevance order (tier rank,
 * then name).
 *
 * Word path, first: each searched word is looked up, typos allowed, in listing_name_words (the
 * words of every name, a small table kept by triggers), and the candidates are the names
 * containing a match for every word (for three words or more, failing that, for all but one),
 * read from the GIN index on the names' words: 'Brigth Steps' reads the few hundred names with
 * 'bright' and 'steps' instead of rechecking every name that shares trigrams with the text.
 * Trigram path, when the word path finds nothing (a word of two that no name has anything like,
 * two words run together): the names whose word similarity to the whole text is at least 0.6
 * (pg_trgm's <%, from the trigram GIN index), as before the word path.
 *
 * Either way at most NAME_CANDIDATE_LIMIT candidates are ranked: with a very common word ('ABA',
 * 'Autism') thousands of names match, and scoring each costs a trigram comparison.
 */
export async function idsByNameSimilarity(sql: Sql, s: NameSearch): Promise<number[]> {
  const { text, lookups, cap } = s;
  const where = [...s.range, ...s.where];
  const words = searchWords(text);
  const spellings = words.length ? await spellingsByWord(sql, words) : [];
  for (const query of wordQueries(spellings)) {
    const match = sql`to_tsvector('simple', l.name) @@ ${query}::tsquery`;
    const conditions = lookups ? [...where, match, lookups] : [...where, match];
    const rows = await rankCandidates(
      sql,
      text,
      sql`select l.id, l.name, l.tier from listings l
          where ${joinFragments(sql, conditions, "and")}
          limit ${NAME_CANDIDATE_LIMIT}`,
      null,
      cap,
    );
    if (rows.length > 0) return rows.map((r) => r.id);
  }
  const similar = sql`${text} <% l.name`;
  const onRows = s.where.length > 0 && (await fewSimilarNames(sql, s.range, similar));
  const filters = onRows ? s.where.map((w) => sql`(${w}) is true`) : s.where;
  const rows = await rankCandidates(
    sql,
    text,
    sql`select ${sql.unsafe(["id", "name", "tier", ...s.lookupColumns].map((c) => `l.${c}`).join(", "))} from listings l
        where ${joinFragments(sql, [...s.range, ...filters, similar], "and")}
        limit ${NAME_CANDIDATE_LIMIT}`,
    lookups,
    cap,
  );
  return rows.map((r) => r.id);
}

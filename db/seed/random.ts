/**
 * A small seeded pseudo-random generator for demo data. The same seed always yields the same
 * sequence, on every machine and Node version, so demo data is reproducible (never Math.random).
 */

/** xmur3-style 32-bit string hash; used to turn seed strings into generator state. */
function hashString(text: string, salt: number): number {
  let h = (1779033703 ^ text.length ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) derived from a string, for values that must not depend on a sequence position. */
export function hashToUnit(text: string): number {
  return hashString(text, 0) / 4294967296;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [item: T, weight: number]>): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** k distinct items in random order (all of them when k exceeds the length). */
  sample<T>(items: readonly T[], k: number): T[];
}

/** sfc32 (Small Fast Counter), seeded from four hashes of the seed string. */
export function createRandom(seed: string): Random {
  let a = hashString(seed, 1);
  let b = hashString(seed, 2);
  let c = hashString(seed, 3);
  let d = hashString(seed, 4);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Discard the first outputs: sfc32 mixes poorly for its first few steps.
  for (let i = 0; i < 12; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let r = next() * total;
      for (const [item, weight] of entries) {
        r -= weight;
        if (r < 0) return item;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted pick from an empty list");
      return last[0];
    },
    shuffle,
    sample: (items, k) => shuffle(items).slice(0, Math.max(0, k)),
  };
}

/**
 * Weighted choice among many items (tens of thousands of zip codes) in O(log n) per pick:
 * cumulative weights are computed once and searched by bisection.
 */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weightOf: (item: T) => number,
  ) {
    if (items.length === 0) throw new Error("WeightedTable needs at least one item");
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += Math.max(0, weightOf(item));
      this.cumulative[i] = sum;
    });
    this.total = sum;
  }

  /** The item whose cumulative interval holds `unit` (a number in [0, 1)). */
  at(unit: number): T {
    const target = unit * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }

  pick(random: Random): T {
    return this.at(random.next());
  }
}

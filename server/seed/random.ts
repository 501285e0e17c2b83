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

/**
 * sfc32 (Small Fast Counter) seeded from four hashes of the seed string, with helpers. A class, so
 * the many short-lived generators (one per listing) share their methods instead of closures.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: string) {
    this.a = hashString(seed, 1);
    this.b = hashString(seed, 2);
    this.c = hashString(seed, 3);
    this.d = hashString(seed, 4);
    // Discard the first outputs: sfc32 mixes poorly for its first few steps.
    for (let i = 0; i < 12; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t0 = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    const t = (t0 + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(entries: ReadonlyArray<readonly [item: T, weight: number]>): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let r = this.next() * total;
    for (const [item, weight] of entries) {
      r -= weight;
      if (r < 0) return item;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error("weighted pick from an empty list");
    return last[0];
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = items.slice();
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** k distinct items in random order (all of them when k exceeds the length). */
  sample<T>(items: readonly T[], k: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, k));
  }
}

export function createRandom(seed: string): Random {
  return new Random(seed);
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

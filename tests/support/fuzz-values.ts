/**
 * Hostile text for the fuzz suites (tests/integration/*-fuzz.test.ts, bench/fuzz.ts): NUL bytes,
 * lone surrogates, other control characters, non-Latin scripts, markup, SQL and huge strings,
 * drawn by a seeded generator so every run sends the same requests.
 */

/** mulberry32: a tiny seeded generator. */
export function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Strings a field may receive. Some are valid-looking so the use cases get past validation. */
export const HOSTILE_TEXT: readonly string[] = [
  "",
  " ",
  "\u0000",
  "adm\u0000in",
  "a\u0000b@example.com",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "😀",
  "\u0007\u001b[31mred",
  "\r\n\t",
  "\u202egnp.exe",
  "\ufeff\u200b\u200d",
  "ñandú ÁÉÍÓÚ",
  "中文 名字 测试",
  "русский текст",
  "العربية",
  "हिन्दी",
  "🇺🇸👨‍👩‍👧",
  "/€",
  "/\u3002",
  "//evil.example",
  "/\\evil.example",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "' or 1=1 --",
  "'; drop table users; --",
  "%00",
  "%ED%A0%80",
  "ana@example.com",
  "Ana Pérez",
  "correct horse battery staple",
  "a".repeat(129),
  "é".repeat(5001),
  "x".repeat(20_000),
  "中".repeat(3000),
];

/** Values of any JSON type, for API bodies. */
export const HOSTILE_JSON: readonly unknown[] = [
  ...HOSTILE_TEXT,
  null,
  0,
  -1,
  1e308,
  true,
  [],
  ["a", "\u0000"],
  {},
  { $gt: "" },
  { nested: "\u0000" },
];

/** One hostile string: sometimes two joined, so a NUL or a lone surrogate hides inside real text. */
export function hostileText(random: () => number): string {
  const first = pick(random, HOSTILE_TEXT);
  return random() < 0.3 ? `${first}${pick(random, HOSTILE_TEXT)}`.slice(0, 30_000) : first;
}

/**
 * A form body as a browser could send it, but byte for byte: a lone surrogate becomes its
 * (invalid) three UTF-8 bytes, which URLSearchParams would have replaced.
 */
export function rawFormValue(value: string): string {
  let out = "";
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    else out += encodeURIComponent(ch);
  }
  return out;
}

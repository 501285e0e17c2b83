/**
 * A strict RFC 4180 reader for the tests (CRLF records, double-quoted fields with doubled
 * quotes): written apart from the app's CSV writer, so a quoting mistake there shows up here.
 * Throws on anything malformed (a stray quote, a bare LF, an unterminated field).
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  const n = text.length;
  if (n === 0) return rows;
  for (;;) {
    let field = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        if (i >= n) throw new Error("unterminated quoted field");
        const ch = text[i]!;
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        field += ch;
        i++;
      }
    } else {
      while (i < n && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") {
        if (text[i] === '"') throw new Error(`a quote inside an unquoted field at ${i}`);
        field += text[i];
        i++;
      }
    }
    row.push(field);
    if (i >= n) throw new Error("the last record has no CRLF");
    if (text[i] === ",") {
      i++;
      continue;
    }
    if (text[i] === "\r" && text[i + 1] === "\n") {
      rows.push(row);
      row = [];
      i += 2;
      if (i >= n) return rows;
      continue;
    }
    throw new Error(`bad character after a field at ${i}: ${JSON.stringify(text.slice(i, i + 10))}`);
  }
}

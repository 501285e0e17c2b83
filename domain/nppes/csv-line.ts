/**
 * One line of an NPPES CSV file split into its cells. CMS quotes every value and replaces a double
 * quote inside a value with a single quote, but the parser still reads RFC 4180 in full (""
 * escapes, commas inside quotes, unquoted cells) so a file written by another tool reads alike.
 * Returns null when a quote is left open: the row continues on the next line.
 */
export function splitCsvLine(line: string): string[] | null {
  const cells: string[] = [];
  const end = line.endsWith("\r") ? line.length - 1 : line.length;
  let i = 0;
  for (;;) {
    if (line.charCodeAt(i) === 34) {
      // Quoted cell: runs to the quote not followed by another quote.
      let cell = "";
      let from = i + 1;
      for (;;) {
        const q = line.indexOf('"', from);
        if (q < 0 || q >= end) return null;
        if (line.charCodeAt(q + 1) === 34 && q + 1 < end) {
          cell += line.slice(from, q + 1);
          from = q + 2;
          continue;
        }
        cell += line.slice(from, q);
        i = q + 1;
        break;
      }
      // Text between the closing quote and the comma is kept (lenient: CMS never writes it).
      const comma = line.indexOf(",", i);
      const stop = comma < 0 || comma > end ? end : comma;
      cells.push(stop > i ? cell + line.slice(i, stop) : cell);
      if (stop >= end) return cells;
      i = stop + 1;
    } else {
      const comma = line.indexOf(",", i);
      const stop = comma < 0 || comma > end ? end : comma;
      cells.push(line.slice(i, stop));
      if (stop >= end) return cells;
      i = stop + 1;
    }
  }
}

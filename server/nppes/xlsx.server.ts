/**
 * Just enough of an .xlsx reader for the NPPES Deactivated NPI Report: an .xlsx is a zip whose
 * first worksheet (xl/worksheets/sheet1.xml) holds the cells and xl/sharedStrings.xml the text
 * they point to. Both are read as streams and scanned with regular expressions, row by row, so a
 * sheet of 300,000+ rows never becomes a DOM. Cells come back as text (numbers as written).
 */
import { StringDecoder } from "node:string_decoder";
import type { OpenZip } from "./zip.server.ts";

/** The text of every cell of the first worksheet, row by row (cells placed by their column letter). */
export async function* worksheetRows(zip: OpenZip): AsyncGenerator<string[]> {
  const sheets = zip.entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/i.test(e.fileName));
  const sheet = sheets.find((e) => e.fileName.toLowerCase() === "xl/worksheets/sheet1.xml") ?? sheets[0];
  if (!sheet) throw new Error("the workbook has no worksheet");
  const shared = await sharedStrings(zip);
  for await (const rowXml of elements(zip, sheet, "row")) yield cellsOf(rowXml, shared);
}

async function sharedStrings(zip: OpenZip): Promise<string[]> {
  const entry = zip.entries.find((e) => e.fileName.toLowerCase() === "xl/sharedstrings.xml");
  const strings: string[] = [];
  if (!entry) return strings;
  for await (const si of elements(zip, entry, "si")) strings.push(textOf(si.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "")));
  return strings;
}

/** Each complete <tag>…</tag> (or <tag/>) of an entry, as text, streamed. */
async function* elements(zip: OpenZip, entry: OpenZip["entries"][number], tag: string): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  const pattern = new RegExp(`<${tag}\\b[^>]*?(?:/>|>[\\s\\S]*?</${tag}>)`, "g");
  let carry = "";
  for await (const chunk of zip.chunks(entry, { chunkSize: 64 * 1024 })) {
    const text = carry + decoder.write(chunk);
    pattern.lastIndex = 0;
    let consumed = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      // A match reaching the end may be cut short (<tag …/> vs <tag …>…): wait for more text.
      if (m.index + m[0].length === text.length) break;
      yield m[0];
      consumed = pattern.lastIndex;
    }
    carry = text.slice(consumed);
  }
  carry += decoder.end();
  pattern.lastIndex = 0;
  for (let m = pattern.exec(carry); m; m = pattern.exec(carry)) yield m[0];
}

const CELL = /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g;

function cellsOf(rowXml: string, shared: readonly string[]): string[] {
  const cells: string[] = [];
  let next = 0;
  for (const m of rowXml.matchAll(CELL)) {
    const attributes = m[1] ?? "";
    const body = m[2] ?? "";
    const ref = /\br="([A-Z]+)\d*"/.exec(attributes);
    const column = ref ? columnIndex(ref[1]!) : next;
    next = column + 1;
    const type = /\bt="([^"]*)"/.exec(attributes)?.[1] ?? "n";
    const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
    let value: string;
    if (type === "s") value = shared[Number(raw)] ?? "";
    else if (type === "inlineStr") value = textOf(body);
    else value = raw === undefined ? "" : decodeXml(raw);
    while (cells.length < column) cells.push("");
    cells[column] = value;
  }
  return cells;
}

function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function textOf(xml: string): string {
  let out = "";
  for (const m of xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)) out += decodeXml(m[1]!);
  return out;
}

function decodeXml(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[entity.toLowerCase()] ?? "";
  });
}

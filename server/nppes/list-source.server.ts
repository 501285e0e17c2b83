/**
 * The registry files NPPES_SOURCE offers: the zips in a folder, or the .zip links of an index
 * page (CMS's NPI_Files.html links each of its downloads, relative or absolute).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import type { NppesSource } from "../config.server.ts";
import { parseNppesSourceName, type NppesSourceFile } from "./source-files.server.ts";

export interface OfferedFile extends NppesSourceFile {
  /** An absolute path (folder) or URL (index page). */
  location: string;
}

/** Index pages are small (CMS's is a few KiB); a larger answer is not one. */
const MAX_INDEX_BYTES = 2 * 1024 * 1024;
const INDEX_TIMEOUT_MS = 60_000;

export async function listNppesSource(source: NppesSource): Promise<OfferedFile[]> {
  if (source.kind === "folder") {
    const names = await readdir(source.path);
    return names.flatMap((name) => {
      const file = parseNppesSourceName(name);
      return file ? [{ ...file, location: path.join(source.path, name) }] : [];
    });
  }
  const response = await fetch(source.url, { signal: AbortSignal.timeout(INDEX_TIMEOUT_MS), redirect: "follow" });
  if (!response.ok) throw new Error(`NPPES_SOURCE answered ${response.status} for its index page`);
  const length = Number(response.headers.get("content-length") ?? 0);
  if (length > MAX_INDEX_BYTES) throw new Error("NPPES_SOURCE's index page is too large to be an index");
  const html = await response.text();
  return zipLinks(html.slice(0, MAX_INDEX_BYTES), response.url || source.url);
}

/** The registry zips an HTML page links to, resolved against the page's address. */
export function zipLinks(html: string, pageUrl: string): OfferedFile[] {
  const files = new Map<string, OfferedFile>();
  for (const match of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
    const href = (match[1] ?? match[2] ?? match[3] ?? "").trim().replaceAll("&amp;", "&");
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    let name: string;
    try {
      name = decodeURIComponent(url.pathname.split("/").pop() ?? "");
    } catch {
      continue;
    }
    const file = parseNppesSourceName(name);
    if (file && !files.has(url.href)) files.set(url.href, { ...file, location: url.href });
  }
  return [...files.values()];
}

import { readdir } from "node:fs/promises";
import path from "node:path";

/** The image variants stored under a test's DATA_DIR (none when nothing was uploaded yet). */
export async function storedImageFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, "uploads"), { recursive: true })).filter((f) =>
      /\.(avif|webp|jpg)$/.test(f),
    );
  } catch {
    return [];
  }
}

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:aba-islands";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Builds each island (app/islands/entries.ts) as an entry chunk of the client build, beside React
 * Router's, and tells the server build where each landed: `import urls from "virtual:aba-islands"`
 * gives `{ name: "/assets/island-name-<hash>.js" }`. React Router builds the client first, in a
 * build of its own, so the client's names pass to the server's through build/islands.json; under
 * the dev server, Vite serves the source files.
 */
export function islands(entries: Record<string, string>): Plugin {
  let root = process.cwd();
  let base = "/";
  let serving = false;
  let listFile = "";
  const nameOf = (file: string | null) =>
    Object.keys(entries).find((name) => file !== null && path.resolve(root, entries[name]!) === file);
  return {
    name: "aba-islands",
    configResolved(config) {
      root = config.root;
      base = config.base;
      serving = config.command === "serve";
      // Client: build/client; server: build/server. The list sits beside both.
      listFile = path.resolve(root, config.build.outDir, "..", "islands.json");
    },
    buildStart() {
      if (serving || this.environment.name !== "client") return;
      for (const [name, file] of Object.entries(entries)) {
        this.emitFile({ type: "chunk", id: path.resolve(root, file), name: `island-${name}` });
      }
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const built: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        const name = nameOf(chunk.facadeModuleId);
        if (name) built[name] = `${base}${chunk.fileName}`;
      }
      writeFileSync(listFile, JSON.stringify(built));
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) {
        const sources = Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `${base}${file}`]));
        return `export default ${JSON.stringify(sources)};`;
      }
      // Only the server reads these; the browser's bundle never needs them.
      if (this.environment.name === "client") return "export default {};";
      let built: Record<string, string> = {};
      try {
        built = JSON.parse(readFileSync(listFile, "utf8")) as Record<string, string>;
      } catch {
        // Reported below with the names.
      }
      const missing = Object.keys(entries).filter((name) => !built[name]);
      if (missing.length > 0) this.error(`islands not built before the server: ${missing.join(", ")}`);
      return `export default ${JSON.stringify(built)};`;
    },
  };
}

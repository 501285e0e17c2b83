/**
 * Draws public/og-image.png, the 1200×630 Open Graph / Twitter card image the pages point to
 * (DEFAULT_OG_IMAGE_PATH): the ABA Atlas mark, name and tagline in the brand colours
 * (docs/design-tokens.md), as an SVG rendered to PNG.
 *
 *   node --import tsx scripts/make-og-image.ts [--svg out.svg]
 *
 * The PNG is rendered by headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium, the
 * browser the e2e suite uses), because no image library is a dependency. Text is set in the
 * first of Liberation Sans, Arial, Helvetica, DejaVu Sans the machine has. Run it again after
 * changing the name, tagline or colours, and commit the PNG (it must stay under 100 KB).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { en } from "../domain/i18n/en.ts";

const WIDTH = 1200;
const HEIGHT = 630;
const MAX_BYTES = 100 * 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const out = path.join(root, "public/og-image.png");

/** Light-theme tokens from app/styles/app.css. */
const colour = {
  primary: "#0b6e69",
  primaryHover: "#09585a",
  primarySoft: "#e2f2f0",
  primarySoftFg: "#0a5753",
  brand: "#b4232a",
  white: "#ffffff",
};

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The mark of app/components/logo.tsx (32×32 units), placed at x,y and scaled. */
function mark(x: number, y: number, size: number): string {
  const s = size / 32;
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <rect width="32" height="32" rx="8" fill="${colour.white}"/>
    <path d="M16 5.5c-4.7 0-8.5 3.7-8.5 8.3 0 5.9 7 12 7.8 12.6.4.3 1 .3 1.4 0 .8-.6 7.8-6.7 7.8-12.6 0-4.6-3.8-8.3-8.5-8.3Z" fill="${colour.primary}"/>
    <path d="M16 18.2c-.2 0-.4-.1-.5-.2-1.9-1.6-3.3-2.8-3.3-4.3 0-1.2.9-2.1 2.1-2.1.7 0 1.3.3 1.7.9.4-.6 1-.9 1.7-.9 1.2 0 2.1.9 2.1 2.1 0 1.5-1.4 2.7-3.3 4.3-.1.1-.3.2-.5.2Z" fill="${colour.brand}"/>
  </g>`;
}

/** A map pin (the mark's outline) for the background pattern. */
function pin(x: number, y: number, size: number, fill: string, opacity: number): string {
  const s = size / 32;
  return `<path transform="translate(${x} ${y}) scale(${s})" opacity="${opacity}" fill="${fill}"
    d="M16 5.5c-4.7 0-8.5 3.7-8.5 8.3 0 5.9 7 12 7.8 12.6.4.3 1 .3 1.4 0 .8-.6 7.8-6.7 7.8-12.6 0-4.6-3.8-8.3-8.5-8.3Zm0 5.2a3.2 3.2 0 1 1 0 6.4 3.2 3.2 0 0 1 0-6.4Z"/>`;
}

export function ogImageSvg(): string {
  const font = "'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif";
  const name = escapeXml(en["site.name"]);
  const tagline = escapeXml(en["site.tagline"]);
  const eyebrow = escapeXml(en["home.heroEyebrow"]);
  // A faint grid of map lines and pins on the right: the "atlas".
  const grid = [
    ...Array.from({ length: 9 }, (_, i) => `<line x1="${640 + i * 70}" y1="0" x2="${640 + i * 70}" y2="${HEIGHT}"/>`),
    ...Array.from({ length: 10 }, (_, i) => `<line x1="640" y1="${i * 70}" x2="${WIDTH}" y2="${i * 70}"/>`),
  ].join("");
  const pins = [
    pin(860, 96, 96, colour.white, 0.22),
    pin(1010, 250, 130, colour.white, 0.3),
    pin(700, 450, 80, colour.white, 0.18),
    pin(930, 430, 110, colour.white, 0.24),
    pin(1090, 90, 64, colour.white, 0.16),
  ].join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${colour.primary}"/>
  <path d="M640 0H${WIDTH}V${HEIGHT}H560Z" fill="${colour.primaryHover}"/>
  <g stroke="${colour.white}" stroke-opacity="0.08" stroke-width="2">${grid}</g>
  ${pins}
  <rect x="0" y="${HEIGHT - 16}" width="${WIDTH}" height="16" fill="${colour.brand}"/>
  ${mark(80, 96, 112)}
  <text x="80" y="318" font-family="${font}" font-size="108" font-weight="700" fill="${colour.white}" letter-spacing="-2">${name}</text>
  <text x="82" y="392" font-family="${font}" font-size="40" font-weight="400" fill="${colour.white}">${tagline}</text>
  <rect x="82" y="450" width="${Math.round(eyebrow.length * 12.9 + 48)}" height="56" rx="28" fill="${colour.primarySoft}"/>
  <text x="106" y="487" font-family="${font}" font-size="26" font-weight="700" fill="${colour.primarySoftFg}">${eyebrow}</text>
</svg>`;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  if (b.toString("latin1", 1, 4) !== "PNG") throw new Error(`${file} is not a PNG`);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

function render(svg: string, target: string) {
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromium)) throw new Error(`Chromium not found at ${chromium} (set CHROMIUM_PATH).`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "aba-og-"));
  try {
    const page = path.join(dir, "og.html");
    writeFileSync(
      page,
      `<!doctype html><html><head><style>html,body{margin:0;padding:0;overflow:hidden}svg{display:block}</style></head><body>${svg}</body></html>`,
    );
    const shot = path.join(dir, "og.png");
    const result = spawnSync(
      chromium,
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        `--user-data-dir=${path.join(dir, "profile")}`,
        `--window-size=${WIDTH},${HEIGHT}`,
        `--screenshot=${shot}`,
        pathToFileURL(page).href,
      ],
      { stdio: ["ignore", "ignore", "pipe"], timeout: 60_000 },
    );
    if (!existsSync(shot)) throw new Error(`Chromium did not write the image: ${result.stderr?.toString().trim()}`);
    const { width, height } = pngSize(shot);
    if (width !== WIDTH || height !== HEIGHT)
      throw new Error(`rendered ${width}×${height}, expected ${WIDTH}×${HEIGHT}`);
    writeFileSync(target, readFileSync(shot));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const svg = ogImageSvg();
const svgOut = process.argv.indexOf("--svg");
if (svgOut > 0 && process.argv[svgOut + 1]) writeFileSync(process.argv[svgOut + 1]!, svg);
render(svg, out);
const bytes = statSync(out).size;
console.info(`${path.relative(root, out)}: ${WIDTH}×${HEIGHT}, ${(bytes / 1024).toFixed(1)} KB`);
if (bytes > MAX_BYTES) {
  console.error(`over ${MAX_BYTES / 1024} KB: simplify the drawing`);
  process.exit(1);
}

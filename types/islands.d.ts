declare module "virtual:aba-islands" {
  /** Each island's script URL (scripts/vite-islands.ts). */
  const urls: Record<string, string>;
  export default urls;
}

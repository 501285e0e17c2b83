export const TEMPLATE_DATABASE = "aba_atlas_test_template";

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

import { describe, expect, it } from "vitest";
import { negotiateFormat } from "./image-variants.server.ts";

describe("image format by Accept", () => {
  it("prefers AVIF, then WebP, else JPEG", () => {
    expect(negotiateFormat("image/avif,image/webp,image/apng,*/*;q=0.8").contentType).toBe("image/avif");
    expect(negotiateFormat("image/webp,*/*").contentType).toBe("image/webp");
    expect(negotiateFormat("*/*").contentType).toBe("image/jpeg");
    expect(negotiateFormat(undefined).contentType).toBe("image/jpeg");
  });

  it("does not send a format the browser refuses with q=0", () => {
    expect(negotiateFormat("image/avif;q=0, image/webp").contentType).toBe("image/webp");
  });
});

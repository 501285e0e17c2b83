/** The query parameters of /api/images/{id}, parsed and documented from one definition. */
import { IMAGE_QUALITY, IMAGE_SIZES } from "@domain/listing-images.ts";
import { numberParam, oneOfParam } from "@domain/query-params.ts";

export const imageSizeParam = oneOfParam("size", IMAGE_SIZES, {
  description: "card (640 pixels wide, the default) for result cards, detail (1600 wide) for the listing page.",
  example: "card",
});

export const imageQualityParam = numberParam("quality", {
  min: 1,
  max: 100,
  integer: true,
  description: `Taken for the spec's addresses (?size=card&quality=${IMAGE_QUALITY}); every variant is encoded once, at quality ${IMAGE_QUALITY}, whatever the value.`,
  example: String(IMAGE_QUALITY),
});

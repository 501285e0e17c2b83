/**
 * The US Census Bureau's free batch geocoder (GEOCODER_URL, such as
 * https://geocoding.geo.census.gov/geocoder/locations/addressbatch): a multipart/form-data POST
 * of `addressFile` (the CSV of census-batch-csv.ts) and `benchmark`, answered with CSV.
 */
import {
  CensusAnswerError,
  censusBatchFile,
  parseCensusBatchAnswer,
  type CensusAnswer,
  type GeocodeAddress,
} from "./census-batch-csv.ts";

/** The current address ranges (the service's default data set for present-day addresses). */
const BENCHMARK = "Public_AR_Current";
/** A full batch of 10,000 takes the service several minutes. */
const TIMEOUT_MS = 15 * 60_000;

/** The service failed (network, an error status, a malformed answer): try the batch again later. */
class GeocoderError extends Error {
  override name = "GeocoderError";
}

/**
 * One batch through the geocoder: an answer per address sent (an address the service left out
 * has none). Throws GeocoderError when the service fails or answers out of format.
 */
export async function geocodeBatch(
  url: string,
  addresses: readonly GeocodeAddress[],
  options: { timeoutMs?: number } = {},
): Promise<CensusAnswer[]> {
  if (addresses.length === 0) return [];
  const form = new FormData();
  form.append("addressFile", new Blob([censusBatchFile(addresses)], { type: "text/csv" }), "addresses.csv");
  form.append("benchmark", BENCHMARK);
  let body: string;
  try {
    const response = await fetch(url, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
    });
    body = await response.text();
    if (!response.ok) throw new GeocoderError(`the geocoder answered ${response.status}: ${body.slice(0, 200)}`);
  } catch (error) {
    if (error instanceof GeocoderError) throw error;
    throw new GeocoderError(
      `the geocoder could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  let answers: CensusAnswer[];
  try {
    answers = parseCensusBatchAnswer(body);
  } catch (error) {
    if (error instanceof CensusAnswerError) throw new GeocoderError(error.message);
    throw error;
  }
  const sent = new Set(addresses.map((a) => a.id));
  const stranger = answers.find((a) => !sent.has(a.id));
  if (stranger) throw new GeocoderError(`the geocoder answered id ${stranger.id}, which was not sent`);
  // An empty answer to a non-empty batch is a failure, not a batch of addresses left out.
  if (answers.length === 0) throw new GeocoderError("the geocoder answered no line");
  return answers;
}

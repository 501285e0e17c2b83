import { describe, expect, it } from "vitest";
import { unknownParameterError, unknownParameters } from "./unknown-parameters.ts";

describe("unknownParameters", () => {
  it("lists each name the operation does not take once, in order, case-sensitively", () => {
    const query = new URLSearchParams("b=1&query=x&a=2&b=3&Query=y&=z");
    expect(unknownParameters(query, new Set(["query"]))).toEqual(["b", "a", "Query", ""]);
    expect(unknownParameters(new URLSearchParams("query=x&query=y"), new Set(["query"]))).toEqual([]);
  });
});

describe("unknownParameterError", () => {
  it("names one parameter and what the operation takes, in English and Spanish", () => {
    expect(unknownParameterError(["location"], ["query", "state"], "en")).toEqual({
      code: "unknown_parameter",
      message: "Unknown query parameter: 'location'. This operation takes: query, state.",
      fields: { location: "This operation does not take this parameter." },
    });
    expect(unknownParameterError(["location", "zip"], [], "es")).toEqual({
      code: "unknown_parameter",
      message:
        "Parámetros de consulta desconocidos: 'location', 'zip'. Esta operación no admite parámetros de consulta.",
      fields: {
        location: "Esta operación no admite este parámetro.",
        zip: "Esta operación no admite este parámetro.",
      },
    });
  });

  it("keeps the answer small whatever the query string holds", () => {
    const long = "x".repeat(500);
    const many = [long, ...Array.from({ length: 30 }, (_, i) => `p${i}`)];
    const error = unknownParameterError(many, ["detail"], "en");
    expect(Object.keys(error.fields)).toHaveLength(20);
    expect(Object.keys(error.fields)[0]).toBe("x".repeat(100));
    expect(error.message).toContain(`'${"x".repeat(40)}…'`);
    expect(error.message).toContain("'p18' and 11 more.");
    expect(error.message.length).toBeLessThan(400);
  });
});

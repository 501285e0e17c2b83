/**
 * The HSDS list parameters (schema/openapi.json: `page`, `per_page`) and the page envelope.
 * A bad value is a 400 naming the parameter; a page past the last is an empty page, as HSDS's
 * `empty` flag allows.
 */
import { numberWithDefaultParam, paramsObject, paramsParser } from "@domain/query-params.ts";
import type { HsdsPage } from "./types.ts";

export const HSDS_PER_PAGE_DEFAULT = 50;
export const HSDS_PER_PAGE_MAX = 500;
// OFFSET = (page - 1) * per_page stays a safe integer and PostgreSQL's bigint.
const PAGE_MAX = 1_000_000;

export const hsdsPageParamDefs = {
  page: numberWithDefaultParam("page", {
    description: "Page number, from 1. A page past the last answers an empty page (`empty: true`).",
    min: 1,
    max: PAGE_MAX,
    integer: true,
    default: 1,
    example: "1",
  }),
  per_page: numberWithDefaultParam("per_page", {
    description: `Records per page, 1 to ${HSDS_PER_PAGE_MAX}.`,
    min: 1,
    max: HSDS_PER_PAGE_MAX,
    integer: true,
    default: HSDS_PER_PAGE_DEFAULT,
    example: "50",
  }),
};

export const parseHsdsPageParams = paramsParser(hsdsPageParamDefs, paramsObject(hsdsPageParamDefs));

export interface PageInput {
  page: number;
  perPage: number;
}

/** HSDS's page envelope around one page of contents. */
export function hsdsPage<T>(total: number, { page, perPage }: PageInput, contents: T[]): HsdsPage<T> {
  const totalPages = Math.ceil(total / perPage);
  return {
    total_items: total,
    total_pages: totalPages,
    page_number: page,
    size: contents.length,
    first_page: page === 1,
    last_page: page >= totalPages,
    empty: contents.length === 0,
    contents,
  };
}

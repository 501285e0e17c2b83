/**
 * HSDS identifiers. HSDS wants a UUID for every record; ours are derived from what they describe
 * (a listing's id, a taxonomy term's number), so the same record keeps the same id in every
 * answer and every download, and an id read back from a client names its listing without a
 * lookup table. The layout is an RFC 9562 version 8 (vendor-defined) UUID:
 *
 *   aba0a71a-KKKK-8SSS-8SSS-NNNNNNNNNNNN
 *
 * a fixed prefix, the record's kind (K), a 24-bit sub-number (S: which language, which term) and
 * a 48-bit number (N: the listing id, or a term's index). Attribute ids hold a term inside
 * (attributeId below).
 */

const PREFIX = "aba0a71a";

/** The kinds of HSDS record we publish; the code is part of the id, so never renumber one. */
const HSDS_KINDS = {
  organization: 0x1,
  service: 0x2,
  location: 0x3,
  service_at_location: 0x4,
  address: 0x5,
  phone: 0x6,
  schedule: 0x7,
  attribute: 0x8,
  language: 0x9,
  funding: 0xa,
  taxonomy: 0xb,
  taxonomy_term: 0xc,
  organization_identifier: 0xd,
  metadata: 0xe,
  service_area: 0xf,
} as const;

export type HsdsKind = keyof typeof HSDS_KINDS;

const MAX_SUB = 0xff_ffff;
const MAX_NUMBER = 2 ** 48 - 1;

const hex = (n: number, width: number) => n.toString(16).padStart(width, "0");

/** The id of one record: its kind, the number it belongs to (a listing id) and a sub-number. */
export function hsdsId(kind: HsdsKind, number: number, sub = 0): string {
  if (!Number.isSafeInteger(number) || number < 0 || number > MAX_NUMBER) throw new Error(`bad HSDS number ${number}`);
  if (!Number.isInteger(sub) || sub < 0 || sub > MAX_SUB) throw new Error(`bad HSDS sub-number ${sub}`);
  const subHex = hex(sub, 6);
  return `${PREFIX}-${hex(HSDS_KINDS[kind], 4)}-8${subHex.slice(0, 3)}-8${subHex.slice(3)}-${hex(number, 12)}`;
}

const ID_PATTERN = /^aba0a71a-([0-9a-f]{4})-8([0-9a-f]{3})-8([0-9a-f]{3})-([0-9a-f]{12})$/;

/**
 * The listing (or term) number an id of this kind names, or null when the text is not such an
 * id. Upper-case hex is accepted: UUIDs compare without regard to case.
 */
export function parseHsdsId(kind: HsdsKind, id: string): { number: number; sub: number } | null {
  const m = ID_PATTERN.exec(id.toLowerCase());
  if (!m || parseInt(m[1]!, 16) !== HSDS_KINDS[kind]) return null;
  return { number: parseInt(m[4]!, 16), sub: parseInt(m[2]! + m[3]!, 16) };
}

const LOW_INDEX_BITS = 20;
const LISTING_SPAN = 2 ** 32;

/**
 * A term's number in its taxonomy: any int4 (an insurer's id) as 32 unsigned bits, so a
 * negative id cannot meet a positive one; ids from 0 up keep their value.
 */
export const termNumber = (index: number) => {
  if (!Number.isInteger(index) || index < -(2 ** 31) || index >= 2 ** 32)
    throw new Error(`bad HSDS term index ${index}`);
  return index >>> 0;
};

/**
 * The id of a listing's attribute pointing at term `index` of taxonomy `group` (1 to 15). S holds
 * the group (its top 4 bits) and the index's low 20 bits; the index's upper 12 bits go above
 * the listing id in N. Indexes below 2^20 give the ids published before (N is then the listing
 * id alone), and every (listing, group, index) gives its own id: S and N read back all three.
 */
export function attributeId(listingId: number, group: number, index: number): string {
  if (!Number.isInteger(listingId) || listingId < 0 || listingId >= LISTING_SPAN)
    throw new Error(`bad HSDS listing id ${listingId}`);
  if (!Number.isInteger(group) || group < 1 || group > 0xf) throw new Error(`bad HSDS taxonomy group ${group}`);
  const unsigned = termNumber(index);
  const low = unsigned % 2 ** LOW_INDEX_BITS;
  const high = Math.floor(unsigned / 2 ** LOW_INDEX_BITS);
  return hsdsId("attribute", high * LISTING_SPAN + listingId, group * 2 ** LOW_INDEX_BITS + low);
}

/**
 * The id of the metadata record about one field of a listing's records: S is the field's slot
 * (1 to 2^20 - 1, so S's group bits are 0), N the listing id.
 */
export function metadataId(listingId: number, slot: number): string {
  if (!Number.isInteger(slot) || slot < 1 || slot >= 2 ** LOW_INDEX_BITS)
    throw new Error(`bad HSDS metadata slot ${slot}`);
  return hsdsId("metadata", listingId, slot);
}

/**
 * The id of the metadata record about an attribute: the attribute's own S and N under the
 * metadata kind. An attribute's group is 1 to 15, so its S never equals a field slot.
 */
export function attributeMetadataId(attribute: string): string {
  const parsed = parseHsdsId("attribute", attribute);
  if (!parsed) throw new Error(`not an HSDS attribute id: ${attribute}`);
  return hsdsId("metadata", parsed.number, parsed.sub);
}

/**
 * The content corrections of issue 14, checked against the texts in both languages: a later
 * edit that brings back an old claim, a copied source or a European number fails here.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { financialAidEn } from "./data/financial-aid.en.ts";
import { financialAidEs } from "./data/financial-aid.es.ts";
import { resourcesEn } from "./data/resources.en.ts";
import { resourcesEs } from "./data/resources.es.ts";

const POSTS = path.resolve(import.meta.dirname, "../blog/posts");
const post = (file: string) => readFileSync(path.join(POSTS, file), "utf8");
const text = (value: unknown) => JSON.stringify(value);
const aidEn = text(financialAidEn);
const aidEs = text(financialAidEs);
const resEn = text(resourcesEn);
const resEs = text(resourcesEs);
const ableEn = post("paying-for-aba-grants-and-able-accounts.en.md");
const ableEs = post("pagar-la-terapia-becas-y-cuentas-able.es.md");
const insEn = post("understanding-insurance-coverage-for-aba.en.md");
const insEs = post("cobertura-de-seguro-para-aba.es.md");

describe("content corrections (issue 14)", () => {
  it("ABLE: the 2026 limits (IRS Rev. Proc. 2025-32) and SSI suspended above $100,000, both languages", () => {
    for (const t of [aidEn, ableEn]) {
      expect(t).toContain("$20,000");
      expect(t).toContain("$15,650");
      expect(t).toContain("suspended, not ended");
      expect(t).toContain("rp-25-32.pdf");
    }
    for (const t of [aidEs, ableEs]) {
      expect(t).toContain("20,000 dólares");
      expect(t).toContain("15,650 dólares");
      expect(t).toContain("se suspenden, sin terminarse");
      expect(t).toContain("rp-25-32.pdf");
    }
    expect(ableEn).not.toContain("without putting SSI or Medicaid at risk");
  });

  it("external review deadline, GAO appeal figures, coverage by law or regulation, TRICARE overseas", () => {
    for (const t of [resEn, insEn]) {
      expect(t).toContain("generally 4 months after the final internal denial");
      expect(t).toContain("39% to 59%");
      expect(t).toContain("by law or regulation");
      expect(t).not.toMatch(/different deadlines|differ between sources|at least 39%/);
    }
    for (const t of [resEs, insEs]) {
      expect(t).toContain("4 meses después de la denegación interna final");
      expect(t).toContain("entre el 39% y el 59%");
      expect(t).toContain("por ley o por reglamento");
    }
    for (const f of ["aba-at-home-center-or-telehealth.en.md", "medicaid-and-aba-for-children.en.md"]) {
      expect(post(f)).toContain("only from TRICARE network providers, with pre-authorization");
    }
    expect(resEn).toContain("only from TRICARE network providers, with pre-authorization");
    expect(resEs).toContain("proveedores de la red de TRICARE y con autorización previa");
  });

  it("BACB facts: BCBA-D is a designation, the two ethics codes, RBT age, one-on-one contact and renewal", () => {
    for (const t of [resEn, post("what-does-a-bcba-do.en.md")]) {
      expect(t).toContain("designation");
      expect(t).toContain("no privileges beyond those of a BCBA");
      expect(t).toContain("RBT Ethics Code");
      expect(t).toContain("at least 18");
      expect(t).toContain("one-on-one");
      expect(t).toContain("every two years, with 12 professional development units");
      expect(t).not.toContain("training materials describe");
    }
    for (const t of [resEs, post("que-hace-un-bcba.es.md")]) {
      expect(t).toContain("Código de Ética para RBT");
      expect(t).toContain("al menos 18 años");
      expect(t).toContain("cada dos años, con 12 unidades");
      expect(t).not.toContain("materiales de formación describen");
    }
  });

  it("the waitlist figures are dated 2023 data", () => {
    expect(aidEn).toContain("In 2023 data reported to KFF");
    expect(aidEs).toContain("Según datos de 2023 informados a KFF");
  });

  it("sources are originals, not copies or proxies", () => {
    const everything = [aidEn, aidEs, resEn, resEs, ...readdirSync(POSTS).map(post)].join("\n");
    expect(everything).not.toMatch(/readkong|lawblog123|elogim|nasddds|inf2f\.blogspot/);
  });

  it("Spanish: denegación, subvenciones, CAA spelled out, US number format", () => {
    const spanish = [
      aidEs,
      resEs,
      ...readdirSync(POSTS)
        .filter((f) => f.endsWith(".es.md"))
        .map(post),
    ].join("\n");
    expect(spanish).not.toMatch(/\bnegaci[oó]n/);
    // The old article slug stays in links; the word itself is gone.
    expect(spanish.replaceAll("pagar-la-terapia-becas-y-cuentas-able", "")).not.toMatch(/\bbecas?\b/i);
    expect(spanish.replaceAll("01130.740", "")).not.toMatch(/\d,\d\s?%|\d \d{3}\b|\d\.\d{3}\b(?!-)/);
    expect(ableEs).toContain("comunicación aumentativa y alternativa, CAA");
  });

  it("articles on insurance, Medicaid, appeals and taxes carry the not-advice note", () => {
    for (const f of [
      "understanding-insurance-coverage-for-aba.en.md",
      "medicaid-and-aba-for-children.en.md",
      "paying-for-aba-grants-and-able-accounts.en.md",
    ]) {
      expect(post(f), f).toContain("not medical, legal or tax advice");
    }
    for (const f of [
      "cobertura-de-seguro-para-aba.es.md",
      "medicaid-y-aba-para-ninos.es.md",
      "pagar-la-terapia-becas-y-cuentas-able.es.md",
    ]) {
      expect(post(f), f).toContain("no es asesoramiento médico, legal ni fiscal");
    }
  });
});

import type { SourceRef } from "./types.ts";

/**
 * Sources used by the guide pages, from the project's fact sheet (shared/content/facts.md).
 * Names are written in English in both languages, as the sources themselves are.
 */
export const S = {
  tricareAcd: { name: "TRICARE, Autism Care Demonstration", url: "https://www.tricare.mil/acd" },
  tricareWest: {
    name: "TRICARE West Region, Autism Care Demonstration",
    url: "https://www.tricare.mil/About/Regions/West-Region/Find-Care/Autism-Care-Demonstration",
    date: "2025-04",
    updated: true,
  },
  cmsFaq2014: {
    name: "CMS, Medicaid and CHIP FAQs: Services to Address Autism",
    url: "https://www.medicaid.gov/federal-policy-guidance/downloads/FAQ-09-24-2014.pdf",
    date: "2014-09",
  },
  cmsBulletin2014: {
    name: "CMS informational bulletin, Clarification of Medicaid Coverage of Services to Children with Autism",
    url: "https://www.medicaid.gov/federal-policy-guidance/downloads/cib-07-07-14.pdf",
    date: "2014-07",
  },
  kindBh: {
    name: "Kind Behavioral Health, a review of medical recommendations for ABA service hours",
    kind: "provider",
    url: "https://kindbh.com/aba-insights-a-review-of-medical-recommendations-for-aba-service-hours/",
  },
  schreibman2015: {
    name: "Schreibman et al., Naturalistic Developmental Behavioral Interventions, J Autism Dev Disord",
    url: "https://doi.org/10.1007/s10803-015-2407-8",
    date: "2015",
  },
  uclaNdbi: {
    name: "UCLA Semel Institute, Naturalistic developmental behavioral interventions",
    url: "https://www.semel.ucla.edu/cap/service/naturalistic-developmental-behavioral-interventions-ndbi",
  },
  songbird: {
    name: "Songbird Care, What are NDBIs?",
    kind: "provider",
    url: "https://www.songbirdcare.com/articles/naturalistic-developmental-behavioral-interventions-ndbi",
    date: "2022-12",
  },
  cochrane2018: {
    name: "Reichow et al., Early intensive behavioral intervention for young children with autism, Cochrane Database of Systematic Reviews",
    url: "https://doi.org/10.1002/14651858.CD009260.pub3",
    date: "2018-05",
  },
  opm2016: {
    name: "OPM, FEHB will offer autism coverage in 2017",
    url: "https://www.opm.gov/policy-data-oversight/worklife/news/2016/4/fehb-will-offer-autism-coverage-in-2017/",
    date: "2016-04",
  },
  bacbHome: { name: "Behavior Analyst Certification Board (BACB)", url: "https://www.bacb.com", date: "2024" },
  bacbVerify: { name: "BACB, Verify certification", url: "https://www.bacb.com/verify-certification/" },
  bacbSupervision: {
    name: "BACB, Supervision and training",
    url: "https://www.bacb.com/supervision-and-training/",
  },
  ivyRbt: {
    name: "Ivy Behavioral Group, RBT and behavior technician requirements",
    kind: "provider",
    url: "https://ivybehavioralgroup.com/?p=167",
  },
  waypoints: {
    name: "Waypoints, How much ABA therapy does my child need? (citing CASP guidelines)",
    url: "https://waypoints.life/how-much-aba-therapy-does-my-child-need/",
  },
  ackerman: {
    name: "Ackerman Behavior, ABA recommendations",
    kind: "opinion",
    url: "https://ackermanbehavior.com/blog/aba-recomendations",
  },
  childsPlay: {
    name: "Child's Play Autism, BCBA caseloads and supervision (citing CASP guidelines)",
    url: "http://childsplayautism.com/bcba-caseloads-and-supervision/",
  },
  eclipseRbt: {
    name: "Eclipse Therapy, RBT supervision",
    kind: "training",
    url: "https://sites.google.com/eclipsetherapy.com/thehappymediumrbt/supervision",
  },
  moveUpAba: {
    name: "MoveUp ABA, How to calculate RBT supervision hours",
    url: "https://moveupaba.com/blog/how-to-calculate-rbt-supervision-hours",
  },
  abs2012: {
    name: "Applied Behavioral Strategies, ABA supervision part 2 (quoting BACB guidelines)",
    url: "https://appliedbehavioralstrategies.wordpress.com/2012/09/24/aba-supervision-part-2/",
    date: "2012-09",
  },
  abaMatrix: {
    name: "ABA Matrix, CASP practice guidelines, 3rd edition",
    url: "https://www.abamatrix.com/?p=64947",
    date: "2024",
  },
  asan: {
    name: "Autistic Self Advocacy Network statement, reposted by The Arc California",
    url: "https://thearcca.org/the-autistic-self-advocacy-network-strongly-condemns-the-association-for-behavior-analysis-international-abai-repost-from-asan",
    date: "2019",
  },
  johnDo: { name: "An autistic author's guide to ABA (john.do)", url: "https://john.do/autism-aba/" },
  autisticUk: { name: "Autistic UK, posts on ABA", url: "https://autisticuk.org/tag/aba/", date: "2020-05" },
  nyDailyNews: {
    name: "NY Daily News, reader letter on ABA",
    url: "https://www.nydailynews.com/opinion/ny-letter-april-22-20220422-xc2ctca2izdxfilht2rtlintq4-story.html",
    date: "2022-04",
  },
  proquest: {
    name: "Practitioner article on neurodiversity and ABA (abstract)",
    url: "https://www.proquest.com/docview/2810209178",
    date: "c. 2023",
  },
  bacbEthics: {
    name: "BACB, Ethics Code for Behavior Analysts (BCBAs and BCaBAs; effective January 1, 2022)",
    url: "https://www.bacb.com/ethics-information/ethics-codes/",
    date: "2020",
  },
  bacbRbtEthics: {
    name: "BACB, RBT Ethics Code",
    url: "https://www.bacb.com/ethics-information/ethics-codes/",
  },
  bacbBcba: {
    name: "BACB, Board Certified Behavior Analyst (BCBA) and the BCBA-D designation",
    url: "https://www.bacb.com/bcba/",
  },
  bacbRbt: {
    name: "BACB, Registered Behavior Technician (RBT): requirements, supervision and renewal",
    url: "https://www.bacb.com/rbt/",
  },
  alaskaAba: {
    name: "Alaska Association for Behavior Analysis, summary of the Ethics Code",
    url: "https://alaskabehavior.org/page-18088",
  },
  abaiShock: {
    name: "ABAI position statement on contingent electric skin shock, as quoted by the Autism Policy blog",
    url: "http://www.autismpolicyblog.com/2022/11/aba-group-opposes-shock-therapy.html",
    date: "2022-11",
  },
  centria: {
    name: "Centria Healthcare et al., consensus statement on contingent electric skin shock",
    kind: "providers",
    url: "https://centriahealthcare.com/resources/consensus-statement-on-the-use-of-contingent-electric-skin-shock-in-the-treatment-of-severe-and-dangerous-behavior",
    date: "c. 2021",
  },
  skillBuilders: {
    name: "Skill Builders, parent checklist for choosing an ABA provider",
    kind: "provider",
    url: "https://www.skillbuildersaba.com/guides/how-to-choose-the-right-aba-provider-a-complete-parent-checklist",
  },
  autismSkills: {
    name: "Autism Skills, How to choose an ABA therapist",
    url: "https://autism-skills.com/guides/how-to-choose-an-aba-therapist/",
  },
  iidc: {
    name: "Indiana Institute on Disability and Community, What to consider when looking for a qualified ABA provider",
    url: "https://iidc.indiana.edu/pages/what-to-consider-when-looking-for-a-qualified-aba-provider",
  },
  autismWhatToDo: {
    name: "Autism What To Do, Choosing a provider",
    url: "https://autismwhattodo.com/choosing-a-provider",
  },
  butterfly: {
    name: "Butterfly Effects, 10 considerations when choosing an ABA provider",
    kind: "provider",
    url: "https://butterflyeffects.com/autism-learning-center/10-important-considerations-when-choosing-an-aba-provider/",
    date: "2021-06",
  },
  abacus: { name: "ABACUS (Ontario), parent checklists", url: "https://www.abacuslist.ca/Checklists", date: "2018-04" },
  autismSpeaks50: {
    name: "Autism Speaks, Tennessee becomes 50th state requiring coverage",
    url: "https://www.autismspeaks.org/press-release/autism-speaks-commends-tennessee-it-becomes-50th-state-requiring-insurance-plans",
    date: "2019-08",
  },
  plosMandates: {
    name: "Callaghan & Sylvester, autism insurance mandates, PLOS ONE",
    url: "https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0217064",
    date: "2019",
  },
  autismSpeaksSelfFunded: {
    name: "Autism Speaks, Self-funded health benefit plans",
    url: "https://www.autismspeaks.org/self-funded-health-benefit-plans",
  },
  autismPolicyErisa: {
    name: "Autism Policy blog, ERISA and autism",
    url: "http://www.autismpolicyblog.com/2021/06/erisa-and-autism.html",
    date: "2021-06",
  },
  debofsky: {
    name: "DeBofsky, Denial of autism care coverage can breach ERISA duty",
    url: "https://debofsky.com/articles/denial-of-autism-care-coverage-can-breach-erisa-duty",
    date: "2021",
  },
  autismSpeaksEhb: {
    name: "Autism Speaks, summary of the HHS essential health benefits approach",
    url: "http://www.autismspeaks.org/node/120476",
    date: "2011-12",
  },
  autismPolicyAca: {
    name: "Autism Policy blog, Autism and final ACA rules",
    url: "http://autismpolicyblog.com/2013/02/autism-and-final-aca-rules.html",
    date: "2013-02",
  },
  healthinsuranceOrg: {
    name: "healthinsurance.org, How is autism covered under the Affordable Care Act?",
    url: "https://www.healthinsurance.org/faqs/how-is-autism-covered-under-the-affordable-care-act/",
  },
  govExec2016: {
    name: "Government Executive, FEHBP carriers must cover autism treatment beginning 2017",
    url: "http://www.govexec.com/pay-benefits/2016/02/fehbp-insurance-carriers-must-cover-autism-treatment-beginning-2017/126275/",
    date: "2016-02",
  },
  fedweek: {
    name: "FedWeek, OPM explains expansion of autism coverage",
    url: "http://www.fedweek.com/fedweek/opm-explains-expansion-autism-coverage/",
    date: "2016",
  },
  hcInternal: {
    name: "HealthCare.gov, Internal appeals",
    url: "https://www.healthcare.gov/appeal-insurance-company-decision/internal-appeals/",
  },
  gaoAppeals: {
    name: "GAO, Private Health Insurance: Data on Application and Coverage Denials (GAO-11-268)",
    url: "https://www.gao.gov/products/gao-11-268",
    date: "2011-03",
  },
  hcExternal: {
    name: "HealthCare.gov, External review",
    url: "https://www.healthcare.gov/appeal-insurance-company-decision/external-review/",
  },
  georgetown: {
    name: "Georgetown Navigator Resource Guide, appealing a denial",
    url: "https://navigatorguide.georgetown.edu/faq/i-was-denied-coverage-for-a-service-my-doctor-said-i-need-how-can-i-appeal-the-decision",
  },
  chir: {
    name: "Georgetown CHIR blog, the ACA's new right to appeal",
    url: "https://chirblog.org/getting-the-most-from-your-benefits-the-aca-gives-consumers-new-right-to-appeal-a-health-plan-denial",
    date: "c. 2014",
  },
  findAba: {
    name: "FindABA, How to appeal an ABA insurance denial",
    url: "https://findaba.net/blog/how-to-appeal-aba-therapy-insurance-denial",
  },
  // Financial aid
  achieva: {
    name: "Achieva, Exciting changes coming for ABLE accounts",
    url: "https://www.achieva.info/blog/exciting-changes-coming-for-able-accounts",
    date: "2025",
  },
  bivens: {
    name: "Bivens Law, ABLE Age Adjustment Act raises ABLE age from 26 to 46",
    url: "https://www.bivenslaw.com/special-needs-trust-arizona/able-achieving-a-better-life-experience-age-adjustment-act-raises-able-age-from-26-to-46/",
    date: "2023",
  },
  irsRevProc202532: {
    name: "IRS, Rev. Proc. 2025-32 (2026 inflation adjustments, including the ABLE contribution limits)",
    url: "https://www.irs.gov/pub/irs-drop/rp-25-32.pdf",
    date: "2025-10",
  },
  ssaAbleSsi: {
    name: "Social Security Administration, POMS SI 01130.740: ABLE accounts and SSI",
    url: "https://secure.ssa.gov/poms.nsf/lnx/0501130740",
  },
  taxcpe: {
    name: "TaxCPE, OBBBA and ABLE accounts",
    url: "https://www.taxcpe.com/blogs/news/obbba-able-accounts",
    date: "2025",
  },
  karpLaw: {
    name: "Karp Law, ABLE accounts onset age raised to 46",
    url: "https://karplaw.com/able-accounts-onset-age-raised-to-46/",
    date: "2023",
  },
  ablenrc: { name: "ABLE National Resource Center", url: "https://www.ablenrc.org/" },
  kffWaitlists: {
    name: "KFF, Waiting lists for Medicaid home and community-based services, 2016 to 2024",
    url: "https://kff.org/medicaid/issue-brief/a-look-at-waiting-lists-for-medicaid-home-and-community-based-services-from-2016-to-2024",
    date: "2024",
  },
  ancor: {
    name: "ANCOR summarizing KFF, HCBS delays",
    url: "https://www.ancor.org/capitol-correspondence/people-with-intellectual-and-developmental-disabilities-face-prolonged-hcbs-delays/",
    date: "2024-02",
  },
  risp: {
    name: "University of Minnesota RISP, people waiting for HCBS waiver supports in 2020",
    url: "https://publications.ici.umn.edu/risp/data-bytes/people-with-idd-waiting-for-hcbs-waiver-funded-supports-in-2020",
  },
  pmcWaivers: {
    name: "Autism-specific Medicaid waivers, 2004–2015 (PMC article)",
    url: "https://pmc.ncbi.nlm.nih.gov/articles/PMC8586478",
    date: "2021",
  },
  ncsl: {
    name: "NCSL, State options for improving care for people with I/DD",
    url: "https://www.ncsl.org/health/state-options-for-improving-care-for-people-with-intellectual-and-developmental-disabilities",
  },
  legalClaritySsi: {
    name: "LegalClarity, Is a child with autism eligible for SSI?",
    url: "https://legalclarity.org/is-a-child-with-autism-eligible-for-ssi",
  },
  legalClarityMedical: {
    name: "LegalClarity, Can you get SSI for a child with autism?",
    url: "https://legalclarity.org/can-you-get-ssi-for-a-child-with-autism",
  },
  aapToolkit: {
    name: "AAP Autism Toolkit family handout on financial assistance (reproduced by a pediatric practice)",
    url: "https://parkviewpediatricsco.com/Education/Behavior/ASDs-Family-Handout-Financial-Assistance-and-Relat",
  },
  ssa: { name: "Social Security Administration, Supplemental Security Income (SSI)", url: "https://www.ssa.gov/ssi/" },
  irs502: {
    name: "IRS, Publication 502, Medical and Dental Expenses",
    url: "https://www.irs.gov/forms-pubs/about-publication-502",
  },
  calcpa: {
    name: "CalCPA, Taxes and special needs",
    url: "https://legacy.calcpa.org/whats-happening/california-cpa-magazine/taxes-and-special-needs",
    date: "c. 2023",
  },
  libertyTax: {
    name: "Liberty Tax, Tax advice for parents with special-needs kids",
    url: "https://www.libertytax.com/tax-lounge/tax-advice-for-parents-with-special-needs-kid/",
  },
  actTodayFaq: {
    name: "ACT Today!, grant FAQ",
    url: "https://www.act-today.org/apply-for-grant/autism-care-today-grant-faq/",
  },
  actTodayGrants: {
    name: "ACT Today!, description of its grants",
    url: "https://www.act-today.org/act-today-partners-with-ventura-county-california-community-leaders-in-effort-to-raise-autism-awareness-and-support/",
    date: "2013-01",
  },
  actTodaySos: {
    name: "ACT Today!, SOS program for crisis situations",
    url: "https://www.act-today.org/act-today-launches-new-program-to-help-individuals-with-autism-facing-crisis-situations/",
    date: "2012-12",
  },
  actTodayMilitary: {
    name: "ACT Today! for Military Families",
    url: "http://www.act-today.org/act-today-for-military-families-our-beginnings/",
    date: "2018",
  },
  uhccfTerms: {
    name: "UnitedHealthcare Children's Foundation, grant terms and conditions",
    url: "https://www.uhccf.org/apply-for-a-grant/application-resources/grant-terms-conditions/",
  },
  tryingTogether: {
    name: "Trying Together, medical grants",
    url: "https://tryingtogether.org/tag/medical-grants/",
    date: "2023-03",
  },
  oracleHealth: {
    name: "Oracle Health Foundation, Request a grant",
    url: "https://www.oraclehealthfoundation.org/request-a-grant/",
  },
  hirahSmallSteps: {
    name: "Hirah Cares, Small Steps in Speech grants",
    url: "https://hirahcares.org/2025/08/09/small-steps-in-speech-grants-for-speech-therapy-and-communication-devices",
    date: "2025-08",
  },
  eastersealsAutismCares: {
    name: "Easterseals blog, AutismCares",
    url: "https://blog.easterseals.com/autism-worries-autismcares/",
  },
  autismCares2008: {
    name: "AutismCares announcement (blog)",
    url: "http://domestic-disaster.blogspot.com/2008/10/autismcaresorg.html",
    date: "2008-10",
  },
  cbsAutismHero: {
    name: "CBS Chicago, Autism Hero Project ABA grants",
    url: "https://cbsnews.com/amp/chicago/news/autism-hero-project-applied-behavioral-analysis-grants",
  },
  autismHeroProject: { name: "Autism Hero Project", url: "https://www.autismheroproject.org/" },
  facesHouston: {
    name: "Community Impact, Foundation for Autism Care and Education Services (FACES)",
    url: "https://communityimpact.com/houston/cy-fair/features/2017/08/20/foundation-autism-care-education-services-cyf/",
    date: "2017-08",
  },
  behaviorExchange: {
    name: "Behavior Exchange, Financial assistance resources for children with autism",
    url: "https://behaviorexchange.com/blog-financial-assistance-resources-for-children-with-autism-and-their-families",
  },
  // Sensory products
  larkCenter: {
    name: "The Lark Center (OT practice), Sensory tools",
    url: "https://www.thelarkcenter.com/sensory-tools",
  },
  analyfe: { name: "Analyfe, sensory tools overview", url: "https://analyfe.com/?p=4185" },
  divergentMinds: {
    name: "Divergent Minds, Meeting sensory needs on the go",
    url: "https://www.divergentminds.org/meeting-sensory-needs-on-the-go/",
  },
  lifeOnAutism: {
    name: "Life on Autism, sensory series",
    url: "https://lifeonautism.wordpress.com/category/sensory-series/",
  },
  manaAap: {
    name: "Mana Health, reporting the AAP letter to the CPSC on weighted infant products",
    url: "https://mana.md/are-weighted-blankets-safe-for-babies/",
    date: "2023",
  },
  consumerReports: {
    name: "Consumer Reports via NewsChannel 5, experts warn about weighted baby products",
    url: "https://www.newschannel5.com/money/consumer/consumer-reports/consumer-reports-experts-warn-about-purchasing-these-products-for-your-baby",
    date: "2023-11",
  },
  womans: {
    name: "Woman's Hospital, Are weighted blankets safe for babies?",
    url: "https://blogs.womans.org/are-weighted-blankets-safe-for-babies/",
    date: "2024",
  },
  nordonia: {
    name: "Nordonia Hills News, pediatrician warning about weighted sleep products",
    url: "https://nordoniahills.news/pediatrician-issues-warning-about-weighted-sleep-products-for-infants",
  },
  allForChildhood: {
    name: "All For Childhood (Australia), guidelines for weighted products",
    url: "https://allforchildhood.com.au/guidelines/weighted-products-2/",
  },
  cpscSmallParts: {
    name: "CPSC, Small parts ban and choking hazard labeling",
    url: "https://www.cpsc.gov/Business--Manufacturing/Business-Education/Business-Guidance/Small-Parts-for-Toys-and-Childrens-Products",
  },
  poisonMagnets: {
    name: "Poison Control (National Capital Poison Center), Rare-earth magnets",
    url: "https://www.poison.org/tips/rare-earth-magnets",
  },
  chewables: {
    name: "Autism chew toys overview (printables.uk.com)",
    url: "https://printables.uk.com/autism-chew-toys",
  },
  aapSafeSleep: {
    name: "Safety+Health magazine, AAP updates its safe infant sleep recommendations",
    url: "https://www.safetyandhealthmagazine.com/articles/22825-list-of-safe-sleep-recommendations-for-infants-gets-an-update",
    date: "2022",
  },
  coggleOt: {
    name: "OT sensory equipment overview (Coggle diagram)",
    url: "https://coggle.it/diagram/YHBSL1_E9HGv9xrN",
  },
} satisfies Record<string, SourceRef>;

import type { FinancialAidContent } from "./financial-aid.ts";
import { S } from "./sources.ts";

export const financialAidEn: FinancialAidContent = {
  meta: {
    title: "Financial aid and grants for autism therapy",
    description:
      "Ways to pay for ABA and other autism services: Medicaid waivers, Medicaid for children, SSI, ABLE accounts, the medical expense tax deduction and family grant organizations, with who qualifies and where to check.",
  },
  eyebrow: "Paying for therapy",
  heading: "Financial aid and grants for autism therapy",
  lead: "Public programs and private grants that can help with the cost of ABA and other autism services: what each pays for, who qualifies and where to check the current rules.",
  lastReviewed: "2026-11-24",
  disclaimer:
    "Programs, limits and application windows change often. Use this page as a starting point and confirm every detail with the agency or organization before you apply. If your child has health insurance, start with our [insurance and Medicaid guide](/resources#insurance).",
  labels: {
    funds: "What it pays for",
    qualifies: "Who qualifies",
    limits: "Limits and rules",
    area: "Where",
    infoDate: "Information as published",
    verifyAgency: "Rules and amounts change every year: verify the current details with the agency before you apply.",
    verifyOrganization:
      "Grant programs open, close and change: verify the current rules, deadlines and status with the organization before you apply.",
  },
  publicHeading: "Public programs",
  publicIntro:
    "These programs are run by federal and state governments. Most have waiting lists, income rules or paperwork, so it is worth starting early.",
  programs: [
    {
      id: "medicaid-waivers",
      name: "Medicaid home and community-based services (HCBS) waivers",
      funds:
        "Services that help people live at home and in their community, beyond what regular Medicaid covers. Some state waivers for autistic children cover ABA.",
      qualifies:
        "Set by each state. Some waivers are autism-specific; others are for people with intellectual and developmental disabilities (I/DD). Ask your state whether a child's eligibility is judged on the child's own needs rather than the parents' income: rules vary from state to state.",
      details: [
        {
          type: "ul",
          items: [
            "Most of these services are optional for states, which may cap how many people they enroll. The caps create waiting lists: roughly 700,000 people have been on HCBS waiting or interest lists in most years since 2016, and most of them were seeking I/DD or autism waiver services.",
            "In 2023 data reported to KFF, average waits were about 37 months for autism waivers and about 50 months for I/DD waivers. Because waits can last years, ask your state how its list works as early as you can.",
            "Lists are not comparable across states: some keep unscreened “interest lists”. Under a 2024 federal rule, states must report how many people are waiting and for how long.",
            "The number of autism-specific waivers grew more than fivefold between 2004 and 2015.",
          ],
        },
      ],
      link: { label: "KFF: waiting lists for Medicaid home and community-based services", url: S.kffWaitlists.url },
      sources: [S.kffWaitlists, S.ancor, S.risp, S.pmcWaivers, S.ncsl],
    },
    {
      id: "medicaid-children",
      name: "Medicaid for children under 21 (EPSDT)",
      funds:
        "Any Medicaid-coverable service that is medically necessary to correct or improve a child's condition. States decide what is medically necessary for autism services, which can include ABA.",
      qualifies: "Children and young people under 21 who are enrolled in Medicaid.",
      details: [
        {
          type: "p",
          text: "CMS explained how this applies to autism services in a July 2014 bulletin. Our [insurance guide](/resources#insurance) covers Medicaid, TRICARE and private plans in more detail.",
        },
      ],
      link: {
        label: "CMS bulletin on Medicaid coverage of services for children with autism (PDF)",
        url: S.cmsBulletin2014.url,
      },
      sources: [S.cmsBulletin2014, S.cmsFaq2014],
    },
    {
      id: "ssi",
      name: "Supplemental Security Income (SSI) for children",
      funds:
        "A monthly cash payment the family can use for the child's needs. In most states, a child who qualifies for SSI also qualifies for Medicaid.",
      qualifies:
        "Children under 18 whose condition causes “marked and severe functional limitations” expected to last at least 12 months. For autism, the Social Security Administration looks for documented difficulties with communication and social interaction, plus restricted or repetitive behaviors. SSI is needs-based: when a child lives with parents, part of the parents' income and resources is counted as the child's (“deeming”).",
      details: [
        {
          type: "p",
          text: "The monthly benefit amount changes every year; check the current rate with the Social Security Administration.",
        },
      ],
      link: { label: "Social Security Administration: SSI", url: S.ssa.url },
      sources: [S.legalClaritySsi, S.legalClarityMedical, S.aapToolkit, S.ssa],
    },
    {
      id: "able-accounts",
      name: "ABLE accounts",
      funds:
        "Tax-advantaged savings for disability-related expenses such as housing, education, transportation, health care and assistive technology.",
      qualifies:
        "People whose disability began before age 26. From January 1, 2026, the age limit rises to before 46, which is expected to make about 6 million more people eligible.",
      details: [
        {
          type: "ul",
          items: [
            "The first $100,000 in an ABLE account is not counted for SSI. Above that, SSI payments are suspended, not ended, until the balance falls back under the limit; Medicaid can be kept whatever the balance.",
            "For 2026, total contributions are limited to $20,000 a year (IRS Rev. Proc. 2025-32). A working account owner who has no employer retirement plan may add up to $15,650 more from their own earnings. The limits change every year: check the current ones before contributing.",
            "Each state runs its own ABLE program, and many accept residents of other states.",
          ],
        },
      ],
      link: { label: "ABLE National Resource Center", url: S.ablenrc.url },
      sources: [S.irsRevProc202532, S.ssaAbleSsi, S.achieva, S.bivens, S.taxcpe, S.karpLaw, S.ablenrc],
    },
    {
      id: "tax-deduction",
      name: "Medical expense tax deduction",
      funds:
        "Lowers your federal income tax for medical costs you paid yourself. Some therapy and special-schooling costs can qualify.",
      qualifies:
        "Taxpayers who itemize deductions. Only the part of your medical expenses above 7.5% of your adjusted gross income counts.",
      details: [
        {
          type: "ul",
          items: [
            "Under IRS revenue rulings 69-607 and 78-340, neurological disorders and severe learning disabilities count as medical conditions.",
            "A cost that is not purely medical may still count if it is an essential part of treatment and you would not have had it but for the condition (a rule from the 1974 tax court case Jacobs v. Commissioner).",
            "Mileage and parking for trips to therapy may count, at the IRS medical mileage rate, which changes every year.",
            "Tax rules are detailed: a tax professional can tell you what applies to your family.",
          ],
        },
      ],
      link: { label: "IRS Publication 502, Medical and Dental Expenses", url: S.irs502.url },
      sources: [S.irs502, S.calcpa, S.libertyTax],
    },
  ],
  grantsHeading: "Grant organizations",
  grantsIntro:
    "These nonprofit organizations have offered grants to families. Their programs change, and some of the information below is several years old (the date is shown for each), so treat this list as leads to follow up, not promises of funding.",
  grants: [
    {
      id: "act-today",
      name: "ACT Today! (Autism Care Today)",
      area: "Nationwide",
      funds:
        "Therapy, medical care, assistive technology, special-needs school tuition, camps, assistance dogs, and safety equipment such as helmets and fencing.",
      qualifies:
        "Families of autistic children. Families earning under $100,000 a year are considered first, but higher incomes are not automatically excluded.",
      limits:
        "One requested item per application and one application per child. ACT Today! has also run a fast-track “SOS” program for urgent safety needs and a program for military families.",
      link: { label: "ACT Today! grant FAQ", url: S.actTodayFaq.url },
      infoDate: "2012 to 2018, and an undated FAQ",
      sources: [S.actTodayGrants, S.actTodayFaq, S.actTodaySos, S.actTodayMilitary],
    },
    {
      id: "uhccf",
      name: "UnitedHealthcare Children's Foundation (UHCCF)",
      area: "Nationwide",
      funds:
        "Medical costs that a commercial health plan does not fully cover, including therapies. Payment usually goes directly to the provider, and costs from the 60 days before you apply can be included.",
      qualifies:
        "Children aged 16 or younger who live in the US, are covered by a commercial health plan (not Medicaid) and meet income guidelines. You do not need to have UnitedHealthcare insurance.",
      limits: "Up to $5,000 per child in a 12-month period, with a lifetime maximum of $10,000.",
      link: { label: "UHCCF grant terms and conditions", url: S.uhccfTerms.url },
      infoDate: "undated terms; Trying Together summary from March 2023",
      sources: [S.uhccfTerms, S.tryingTogether],
    },
    {
      id: "oracle-health-foundation",
      name: "Oracle Health Foundation",
      area: "Nationwide",
      funds: "Therapy, evaluations, equipment, service dogs, travel and lodging for care, and vehicle modifications.",
      qualifies:
        "Children aged 18 or younger (19 to 21 considered case by case) who are under a physician's care and have no insurance coverage for the item requested.",
      limits:
        "One request per 12 months and three per lifetime. Does not pay past bills, copays, home modifications, therapy dogs, or treatments disputed in the medical community.",
      link: { label: "Oracle Health Foundation: request a grant", url: S.oracleHealth.url },
      infoDate: "undated page",
      sources: [S.oracleHealth],
    },
    {
      id: "small-steps-in-speech",
      name: "Small Steps in Speech",
      area: "Nationwide",
      funds: "Speech-language therapy, therapy materials, therapeutic camps, and communication (AAC) apps or software.",
      qualifies: "Children who need speech and language support; check the organization's current eligibility rules.",
      limits:
        "Does not fund ABA therapy or iPads. Apps and software need a formal augmentative and alternative communication (AAC) evaluation. Applications have quarterly deadlines.",
      link: { label: "Overview of Small Steps in Speech grants (Hirah Cares)", url: S.hirahSmallSteps.url },
      infoDate: "August 2025",
      sources: [S.hirahSmallSteps],
    },
    {
      id: "autismcares",
      name: "AutismCares",
      area: "Nationwide",
      funds:
        "One-time help after a crisis such as a natural disaster, a death or a serious illness in the family, paid directly to vendors.",
      qualifies: "Families of autistic people facing a crisis. Historically, household income had to be under $65,000.",
      limits: "Historically up to $1,500 per family.",
      link: { label: "Easterseals: about AutismCares", url: S.eastersealsAutismCares.url },
      infoDate: "October 2008, and an undated Easterseals post",
      sources: [S.eastersealsAutismCares, S.autismCares2008],
    },
    {
      id: "autism-hero-project",
      name: "Autism Hero Project",
      area: "Chicago area",
      funds: "Grants toward ABA therapy for families who cannot afford it.",
      qualifies: "Families in the Chicago area. Applications open during a yearly window.",
      link: { label: "Autism Hero Project", url: S.autismHeroProject.url },
      infoDate: "undated CBS Chicago report",
      sources: [S.cbsAutismHero],
    },
    {
      id: "faces-houston",
      name: "FACES (Foundation for Autism Care and Education Services)",
      area: "Houston area",
      funds:
        "Raises money to pay for ABA for families who cannot afford it; by 2017 it had given more than $1 million to 213 clients.",
      qualifies: "Families in the Houston area who cannot afford ABA.",
      link: { label: "Community Impact: about FACES", url: S.facesHouston.url },
      infoDate: "August 2017",
      sources: [S.facesHouston],
    },
    {
      id: "masonic-texas",
      name: "Masonic Children & Family Services of Texas",
      area: "Texas",
      funds: "Therapies, with ABA among its focus areas.",
      qualifies: "Texas residents, for a child aged 21 or younger.",
      link: { label: "Behavior Exchange: financial assistance resources", url: S.behaviorExchange.url },
      infoDate: "undated page",
      sources: [S.behaviorExchange],
    },
  ],
  notListed:
    "We could not confirm current details for the National Autism Association's “Helping Hand” program or for Modest Needs, so they are not listed here.",
  tipsHeading: "Tips for applying",
  tips: [
    "Apply to more than one program: each has its own rules, limits and timing.",
    "Most applications ask for a diagnosis, insurance information and proof of income, so keep copies ready.",
    "If insurance denied a service, appeal the denial as well; our [guide to appeals](/resources#insurance) explains the steps.",
    "Read each organization's current rules before applying, even if a friend was funded recently.",
  ],
};

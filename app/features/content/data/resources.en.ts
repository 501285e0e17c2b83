import type { ResourcesContent } from "./resources.ts";
import { S } from "./sources.ts";

export const resourcesEn: ResourcesContent = {
  meta: {
    title: "ABA therapy guide for families",
    description:
      "What ABA therapy is, the BCBA, BCaBA and RBT credentials and how to check them, how many hours to expect, the criticisms, a printable checklist for choosing a provider, and insurance and Medicaid coverage.",
  },
  eyebrow: "Guide for families",
  heading: "ABA therapy: a guide for families",
  lead: "A plain-language overview of applied behavior analysis (ABA): what it is, who provides it, how much to expect, where it is criticized, how to choose a provider and how to pay for it.",
  lastReviewed: "2026-11-24",
  disclaimer:
    "This guide is general information, not medical, legal or insurance advice. Talk with your child's doctor and your health plan about your own situation.",
  sectionsBefore: [
    {
      id: "what-is-aba",
      title: "What ABA is",
      blocks: [
        {
          type: "p",
          text: "Applied behavior analysis (ABA) is a set of teaching methods based on how behavior is learned, especially **positive reinforcement**: when a skill is followed by something the person values, it becomes more likely to happen again. ABA programs are used to build skills such as communication, social interaction and self-care, and to reduce behaviors that cause harm or get in the way of daily life.",
        },
        {
          type: "p",
          text: "ABA is one of several approaches for autistic children. Federal Medicaid guidance describes it as one treatment option among others and does not endorse or require any particular one.",
        },
        {
          type: "p",
          text: "A program usually starts with an assessment by a Board Certified Behavior Analyst (BCBA), who then writes individual goals and recommends a number of hours per week. Both are clinical recommendations and should be revisited as your child changes.",
        },
        { type: "h3", text: "Play-based (naturalistic) approaches" },
        {
          type: "p",
          text: "Many programs now use **naturalistic developmental behavioral interventions (NDBIs)**, which combine ABA with developmental science. Teaching happens during play and daily routines, follows the child's interests and uses natural rewards, such as getting the toy the child asked for. Named models include the Early Start Denver Model (ESDM), Pivotal Response Treatment (PRT), JASPER, Project ImPACT and Enhanced Milieu Teaching. Most include regular coaching for parents, so the strategies carry over to home.",
        },
      ],
      sources: [S.tricareAcd, S.cmsFaq2014, S.kindBh, S.schreibman2015, S.uclaNdbi, S.songbird],
    },
    {
      id: "evidence",
      title: "What the research says",
      blocks: [
        {
          type: "p",
          text: "A 2018 Cochrane review examined early intensive behavioral intervention (EIBI), an ABA-based approach delivered 20 to 40 hours a week, often for several years, to children under 6. It found only five studies that met its criteria (one randomized trial and four other controlled trials), with 219 children in total. The results pointed to possible gains in adaptive behavior and IQ, but the reviewers rated the quality of the evidence as low.",
        },
        {
          type: "p",
          text: "The researchers who describe NDBIs consider them empirically supported for young children. When the federal Office of Personnel Management required federal employee health plans to cover ABA from 2017, it cited research linking behavioral interventions with positive outcomes.",
        },
        {
          type: "p",
          text: "In short: ABA-based programs can help some children, but the research has real limits and results vary from child to child. That is why tracking your own child's progress, and changing the plan when it is not working, matters so much.",
        },
      ],
      sources: [S.cochrane2018, S.schreibman2015, S.opm2016],
    },
    {
      id: "credentials",
      title: "Credentials: who is who, and how to check",
      blocks: [
        {
          type: "p",
          text: "The Behavior Analyst Certification Board (BACB) issues the main ABA credentials and maintains their ethics codes: BCBAs and BCaBAs follow the Ethics Code for Behavior Analysts (in effect since January 1, 2022), and RBTs follow the RBT Ethics Code.",
        },
        {
          type: "defs",
          items: [
            {
              term: "BCBA: Board Certified Behavior Analyst",
              text: "A clinician with a graduate (master's) degree who may practice independently, design and oversee your child's program, and supervise BCaBAs and RBTs. **BCBA-D** is a designation for a BCBA with a doctorate, not a separate credential: the BACB says it gives no privileges beyond those of a BCBA.",
            },
            {
              term: "BCaBA: Board Certified Assistant Behavior Analyst",
              text: "A clinician with a bachelor's degree who must practice under the supervision of a BCBA.",
            },
            {
              term: "RBT: Registered Behavior Technician",
              text: "A paraprofessional, at least 18 years old with at least a high-school education, who works directly with your child in sessions, under close, ongoing supervision. To become an RBT, a person completes 40 hours of training, passes a competency assessment and passes an exam; since September 2023 the exam must be taken in person at a testing center. Since 2026 the RBT certification is renewed every two years, with 12 professional development units (PDUs).",
            },
            {
              term: "Behavior technician (without the RBT credential)",
              text: "Some staff are called behavior technicians without being RBTs. There is no board-required training or exam for that title, although some insurers and employers set their own requirements.",
            },
          ],
        },
        { type: "h3", text: "How to check a credential" },
        {
          type: "ol",
          items: [
            "Ask for the clinician's full legal name and certification number.",
            "Open the BACB's [verify certification page](https://www.bacb.com/verify-certification/) and use its public registry search (there is one for BCBAs, one for BCaBAs and one for RBTs). For a BCBA, the registry also shows whether they meet the BACB's requirements to supervise others, and since when.",
            "On the same page, search the BACB's list of disciplinary actions.",
            "Many states also license behavior analysts. If yours does, check the state license as well: the BACB notes that supervision must meet state licensure rules and insurers' rules, not only its own standards.",
          ],
        },
      ],
      sources: [S.bacbHome, S.bacbBcba, S.bacbRbt, S.bacbEthics, S.bacbRbtEthics, S.bacbVerify, S.bacbSupervision],
    },
    {
      id: "intensity",
      title: "How much therapy to expect",
      blocks: [
        {
          type: "p",
          text: "The number of hours should follow from your child's needs and goals, and the BCBA should be able to explain it. Practice guidelines from the Council of Autism Service Providers (CASP), as summarized by providers, describe two broad kinds of programs:",
        },
        {
          type: "defs",
          items: [
            {
              term: "Focused ABA",
              text: "Typically **10 to 25 hours a week**, aimed at a limited number of goals such as communication, self-care or safety. More hours may be justified when health or safety is at risk.",
            },
            {
              term: "Comprehensive ABA",
              text: "Typically **30 to 40 hours a week**, for children with needs across many areas of development.",
            },
          ],
        },
        {
          type: "p",
          text: "These ranges describe what is common, not what your child must receive. Some clinicians argue that 40 hours a week is rarely needed and that school, play and rest belong in the weekly balance. That is an opinion rather than a guideline, but it is a fair question to raise.",
        },
        { type: "h3", text: "Supervision you can expect" },
        {
          type: "ul",
          items: [
            "**Case supervision** is the BCBA's time overseeing your child's program. A common standard is about 2 hours for every 10 hours of direct therapy, and at least 2 hours a week when therapy is 10 hours a week or less.",
            "**RBT supervision:** the BACB requires supervision of at least 5% of an RBT's service hours each month, with at least two real-time contacts a month: in one the supervisor watches the RBT working with a client, and at least one must be one-on-one (supervisor and RBT alone, not in a group).",
            "**Caseload:** older BACB guidance gave an average of 6 to 12 clients in comprehensive programs for a BCBA working without an assistant. CASP published a third edition of its guidelines in 2024, so ask how the provider's caseloads compare with current guidance.",
          ],
        },
      ],
      sources: [S.waypoints, S.kindBh, S.ackerman, S.childsPlay, S.bacbRbt, S.bacbSupervision, S.abs2012, S.abaMatrix],
    },
    {
      id: "criticism",
      title: "Criticism, and what good practice looks like",
      blocks: [
        {
          type: "p",
          text: "ABA is debated, and families deserve to hear both sides. The Autistic Self Advocacy Network (ASAN) and many autistic adults criticize the field's history: its pioneer, O. Ivar Lovaas, used aversives (deliberately unpleasant consequences) and also worked on gay “conversion” therapy, and critics see goals aimed at making autistic people appear non-autistic as harmful.",
        },
        {
          type: "p",
          text: "Specific concerns raised by autistic people include training compliance above all else, stopping harmless stimming, forcing eye contact, training hugs and smiles, and very long weekly hours. Critics also cite a 2018 online survey that reported more PTSD-like symptoms among people who had ABA; it is a single survey and its methods are contested.",
        },
        {
          type: "p",
          text: "Within the field, some practitioners have acknowledged these concerns and urged colleagues to listen to neurodiversity advocates. Several changes point the same way:",
        },
        {
          type: "ul",
          items: [
            "The BACB's Ethics Code for Behavior Analysts, which BCBAs and BCaBAs follow and which took effect on January 1, 2022, includes the principles of doing no harm and treating clients with compassion, dignity and respect. It makes behavior analysts responsible for obtaining the client's **assent** (agreement shown in words or behavior), and requires them to evaluate restrictive or punishment-based procedures and stop them promptly when they are not working.",
            "In November 2022, the Association for Behavior Analysis International (ABAI) adopted a position opposing contingent electric skin shock under any condition.",
            "Several large ABA provider organizations have jointly pledged never to use painful aversives, including electric shock.",
          ],
        },
        { type: "h3", text: "Signs of good practice" },
        {
          type: "p",
          text: "Providers who take these critiques seriously describe their approach in similar terms. These are providers' own descriptions, not an official standard, but they give you something concrete to look for:",
        },
        {
          type: "ul",
          items: [
            "Teaching is child-led and play-based wherever possible.",
            "Therapists watch for signs that your child is not assenting, such as pulling away or distress, and pause or change course.",
            "No aversives, and a written policy on restraint and seclusion that you can read before you start.",
            "Goals focus on communication, safety, independence and quality of life, not on looking typical. Harmless stimming is left alone.",
            "Your family helps set the goals, receives training and sees the progress data.",
          ],
        },
        {
          type: "p",
          text: "Some autistic writers suggest a simple test: are the goals about **accommodation** (helping your child do what matters to them) or **assimilation** (making them seem less autistic)? And is your child's right to say no respected?",
        },
      ],
      sources: [
        S.asan,
        S.johnDo,
        S.autisticUk,
        S.nyDailyNews,
        S.proquest,
        S.bacbEthics,
        S.alaskaAba,
        S.abaiShock,
        S.centria,
        S.skillBuilders,
      ],
    },
  ],
  checklist: {
    id: "choosing-a-provider",
    title: "How to choose a provider: questions to ask",
    intro:
      "Take these questions to your first call or visit. You do not have to ask them all at once, but clear, specific answers are a good sign, and vague ones are worth following up. A state university disability center, the Indiana Institute on Disability and Community, publishes similar guidance that does not endorse any provider.",
    notesLabel: "Notes",
    printTitle: "Questions to ask an ABA provider",
    items: [
      {
        question: "Is the clinician supervising my child's program a BCBA? What is their certification number?",
        why: "Check it on the BACB registry and, where your state has one, the state license.",
      },
      {
        question: "How often will the BCBA watch my child's sessions in person, and what changes after an observation?",
        why: "One parent guide treats monthly as the minimum and every two weeks as better.",
      },
      {
        question: "How many hours of case supervision will my child's program get each week?",
        why: "Compare the answer with the common standard of about 2 hours per 10 hours of therapy.",
      },
      {
        question: "How many clients does the BCBA oversee?",
        why: "Older BACB guidance gave 6 to 12 comprehensive clients for a BCBA without an assistant.",
      },
      {
        question: "Are the therapists RBTs, and how much supervision do they get?",
        why: "The BACB requires supervision of at least 5% of their service hours each month.",
      },
      {
        question: "What parent or caregiver training is included, and how often?",
        why: "Skills carry over best when the family can use the same strategies at home.",
      },
      {
        question: "How do therapists notice when my child does not want to take part, and what do they do then?",
        why: "The Ethics Code for Behavior Analysts (BCBAs and BCaBAs) requires them to seek the client's assent.",
      },
      {
        question: "Do you ever use restraint, seclusion, punishment or aversives? May I see the written policy?",
        why: "Ask for the policy in writing before therapy starts.",
      },
      {
        question: "Will any goals target harmless stimming, eye contact or giving hugs?",
        why: "Good answers focus on safety, communication and independence.",
      },
      {
        question: "How will you measure progress, and how often will you share data and reports with us?",
        why: "You should see regular, understandable updates.",
      },
      {
        question: "Why are you recommending this number of hours per week?",
        why: "The answer should be tied to your child's goals, not to a standard package.",
      },
      {
        question: "Do you accept my insurance? Will you check my ABA benefit, deductible and copays?",
        why: "Ask before the assessment, so costs do not surprise you.",
      },
      {
        question: "How long is the wait for the first assessment, and then for starting therapy?",
        why: "Waitlists are common because of staff shortages; it helps to ask several providers.",
      },
      {
        question:
          "Where do sessions happen (home, center, school or community), and how will skills carry over to home?",
        why: "The setting should fit your child and your family's routine.",
      },
      {
        question: "Can I talk with families who use your services now?",
        why: "Other parents can tell you how the program works day to day.",
      },
    ],
    sources: [
      S.bacbSupervision,
      S.autismSkills,
      S.childsPlay,
      S.abs2012,
      S.eclipseRbt,
      S.uclaNdbi,
      S.alaskaAba,
      S.centria,
      S.johnDo,
      S.iidc,
      S.autismWhatToDo,
      S.butterfly,
      S.abacus,
    ],
  },
  sectionsAfter: [
    {
      id: "insurance",
      title: "Insurance and public coverage",
      blocks: [
        { type: "h3", text: "State autism insurance mandates" },
        {
          type: "p",
          text: "Every state now requires some insurance coverage of autism treatment, by law or regulation; Tennessee became the 50th state in August 2019, by a bulletin of its insurance department rather than a law. The laws vary widely in what they cover, and many stop at an age cutoff, often 18 or 21. A state mandate only applies to plans the state regulates (fully insured plans).",
        },
        { type: "h3", text: "Employer plans that pay claims themselves" },
        {
          type: "p",
          text: "Many employers are **self-funded**: they pay claims from their own funds instead of buying an insurance policy. These plans follow federal law (ERISA) rather than state autism mandates, and they are often run by a well-known insurer, so the member card can look like ordinary insurance.",
        },
        {
          type: "ul",
          items: [
            "Ask HR whether ABA is covered, and ask for the **Summary Plan Description (SPD)**, which lists what is covered and what is excluded, in writing.",
            "If the plan excludes ABA, ask whether your employer offers another plan option, such as a fully insured plan that must cover autism under state law.",
            "In one 2021 federal district court case (Doe v. United Behavioral Health), a plan's blanket exclusion of ABA was found to violate the federal mental health parity law. It is a single ruling, but worth knowing about if your plan excludes ABA.",
          ],
        },
        { type: "h3", text: "Marketplace and small-group plans" },
        {
          type: "p",
          text: "Under the Affordable Care Act, individual and small-group plans must cover essential health benefits, which include behavioral health treatment. Each state defines the details through a benchmark plan, so whether ABA is included varies by state. Autism screening at 18 and 24 months counts as preventive care with no cost-sharing.",
        },
        { type: "h3", text: "Medicaid for children and young people under 21" },
        {
          type: "p",
          text: "Under Medicaid's Early and Periodic Screening, Diagnostic and Treatment benefit (**EPSDT**), states must cover any Medicaid-coverable service that is medically necessary to correct or improve a child's condition, for enrollees under 21. In July 2014 CMS issued a bulletin explaining how this applies to services for autistic children. CMS does not require ABA by name: states decide what is medically necessary, but they must meet their EPSDT obligations.",
        },
        {
          type: "p",
          text: "States can also fund autism services through Medicaid waivers and other programs; see [financial aid](/autism-financial-aid#medicaid-waivers).",
        },
        { type: "h3", text: "TRICARE for military families" },
        {
          type: "p",
          text: "TRICARE covers ABA through the **Comprehensive Autism Care Demonstration (ACD)**, which is separate from the regular TRICARE medical benefit. It began in July 2014 and is authorized through December 31, 2028; that end date has been extended before.",
        },
        {
          type: "ul",
          items: [
            "You need a diagnosis from an approved provider, a referral, and pre-authorization for all ABA services.",
            "Children of active-duty members must also enroll in their service's Exceptional Family Member Program (EFMP) and register for the ECHO program.",
            "There is no age or time limit for ABA under the ACD, but services must be clinically necessary.",
            "Outside the US, ABA under the ACD is available only from TRICARE network providers, with pre-authorization.",
          ],
        },
        { type: "h3", text: "Federal employees" },
        {
          type: "p",
          text: "Since the 2017 plan year, Federal Employees Health Benefits (FEHB) plans may no longer exclude ABA for autism. Plans may require case management or pre-authorization, or limit coverage to in-network providers, and each plan sets its own medical-necessity criteria.",
        },
        { type: "h3", text: "If coverage is denied: how to appeal" },
        {
          type: "ol",
          items: [
            "**Get the decision in writing.** Your insurer must explain a denial: within 15 days for a prior-authorization request, 30 days for care already received, and 72 hours for urgent care.",
            "**Ask about a peer-to-peer review.** Providers often start with a call between the BCBA or physician and the insurer's reviewer, before a formal appeal.",
            "**File an internal appeal within 180 days** of the denial notice. Your state's Consumer Assistance Program can help, or file it for you.",
            "**Ask for an external review** if the internal appeal fails. An independent reviewer decides, and the insurer must accept the decision. The deadline is generally 4 months after the final internal denial under the federal process (HealthCare.gov cites 60 days for some state processes); follow the date on your notice. In urgent cases you can request an external review at the same time as the internal appeal.",
          ],
        },
        {
          type: "p",
          text: "Appeals are worth trying: an older government study (GAO, from before the Affordable Care Act) found that 39% to 59% of internal appeals were reversed in the four of six states with data.",
        },
      ],
      sources: [
        S.autismSpeaks50,
        S.plosMandates,
        S.autismSpeaksSelfFunded,
        S.autismPolicyErisa,
        S.debofsky,
        S.autismSpeaksEhb,
        S.autismPolicyAca,
        S.healthinsuranceOrg,
        S.cmsBulletin2014,
        S.cmsFaq2014,
        S.tricareAcd,
        S.tricareWest,
        S.govExec2016,
        S.fedweek,
        S.hcInternal,
        S.hcExternal,
        S.georgetown,
        S.findAba,
        S.chir,
        S.gaoAppeals,
      ],
    },
  ],
  related: {
    heading: "Next steps",
    links: [
      {
        href: "/search",
        label: "Search providers",
        text: "Find ABA providers by zip code, city, service and insurance.",
      },
      {
        href: "/autism-financial-aid",
        label: "Financial aid and grants",
        text: "Medicaid waivers, SSI, ABLE accounts, tax deductions and family grants.",
      },
      {
        href: "/autism-sensory-products",
        label: "Sensory products",
        text: "Sensory tools by category, with safety notes for each.",
      },
    ],
  },
};

import type { LegalContent } from "./legal.ts";

export const termsEn: LegalContent = {
  meta: {
    title: "Terms of use",
    description:
      "The rules for using ABA Atlas: what the directory is and is not, accounts, listings and provider owners, paid plans and job packs, reviews and reports, uploads, affiliate links and liability.",
  },
  eyebrow: "Legal",
  heading: "Terms of use",
  lead: "These terms are the rules for using ABA Atlas. We have tried to keep them short and readable. By using the site you agree to them; if you do not agree, please do not use the site.",
  effectiveDate: "2026-11-22",
  sections: [
    {
      id: "about",
      title: "Who we are",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas (“we”, “us”) runs this website, a directory of applied behavior analysis (ABA) providers in the United States. “You” means anyone who uses the site, whether as a family member, a provider or another visitor. Our [privacy policy](/privacy-policy) explains how we handle personal information.",
        },
      ],
    },
    {
      id: "the-service",
      title: "What ABA Atlas is, and is not",
      blocks: [
        {
          type: "ul",
          items: [
            "ABA Atlas is a directory and a source of general information. We do not provide therapy, diagnosis, or medical, legal or insurance advice.",
            "A listing is not an endorsement or a recommendation. Provider owners write and update their listings; we do not inspect practices or check every detail. Check credentials, licenses, insurance and availability with the provider and your health plan before you decide.",
            "Paid plans change where a listing appears and how it looks, and paid placement is always labelled. They never buy a recommendation, reviews or ratings ([how placement works](/about#paid-placement)).",
            "In an emergency, call 911.",
          ],
        },
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      blocks: [
        {
          type: "ul",
          items: [
            "Give accurate information when you sign up, and keep your email address current so you receive important messages.",
            "An account is for one person. Keep your password to yourself; you are responsible for what happens in your account. Tell us at once if you think someone else has used it.",
            "You can stop using your account and ask us to delete it at any time.",
            "We may suspend or close an account that breaks these terms, puts others at risk or is used for fraud. Where it is reasonable, we will tell you why.",
          ],
        },
      ],
    },
    {
      id: "listings",
      title: "Listings and provider owners",
      blocks: [
        {
          type: "ul",
          items: [
            "Only add or claim a listing for a practice you own or are authorized to represent. We may ask for proof.",
            "Keep your listing accurate and current: address, contact details, services, hours, accepted insurance and credentials. Do not claim credentials, services or insurance you do not have.",
            "You are responsible for the content of your listing and for the services your practice provides.",
            "We may correct, hide or remove a listing that is inaccurate, misleading, duplicated or that breaks these terms.",
            "You keep the rights to what you submit. You give us permission to host, show, format and translate it on ABA Atlas, and in data we publish about listings, while it is on the site.",
          ],
        },
      ],
    },
    {
      id: "plans",
      title: "Paid plans and job packs",
      blocks: [
        {
          type: "ul",
          items: [
            "Prices are shown on our [pricing page](/pricing), in US dollars. Listing plans are charged every month; job packs are paid once.",
            "Payments are made by card through Stripe. By paying, you also accept Stripe's terms for the payment.",
            "A plan stays active while it is paid. If you stop paying or cancel, it runs until the end of the period already paid, and the listing then returns to the free Basic plan; it is not deleted.",
            "Partial months are not refunded, except where the law requires it or where we made a mistake. If you think you were charged in error, write to us.",
            "Job postings must describe real, lawful openings at your practice, without discrimination. We may remove postings that break these terms; postings removed for that reason are not refunded.",
            "When the site runs in a demonstration mode without a payment provider, this is shown on screen and no card is charged.",
          ],
        },
      ],
    },
    {
      id: "reviews",
      title: "Reviews and reports",
      blocks: [
        { type: "p", text: "Reviews help families, so they must be honest. When you write a review:" },
        {
          type: "ul",
          items: [
            "Write about your own, first-hand experience with the provider.",
            "Do not review a practice you own, work for or compete with, and do not offer or accept anything in exchange for a review.",
            "Do not share private information, especially about a child: no full names, photos, diagnosis or health details of anyone.",
            "No harassment, threats, hate speech, obscenity, spam or advertising.",
          ],
        },
        {
          type: "p",
          text: "Provider owners may respond publicly to a review; keep responses factual and polite, and never disclose a client's information. Anyone can report a review that breaks these rules. Our moderators review each report and may remove a review, a response or a report that breaks the rules. We do not remove reviews because they are negative, and no one can pay to remove or change a review.",
        },
        {
          type: "p",
          text: "You keep the rights to your review and give us permission to show it on ABA Atlas while it is published.",
        },
      ],
    },
    {
      id: "uploads",
      title: "Photos and other uploads",
      blocks: [
        {
          type: "ul",
          items: [
            "Only upload images you own or have permission to use.",
            "Do not upload images of identifiable people without their consent, and never images of children without their parent's or guardian's consent.",
            "We may resize images, and we may remove any upload that breaks these terms or the law.",
          ],
        },
      ],
    },
    {
      id: "acceptable-use",
      title: "Using the site fairly",
      blocks: [
        { type: "p", text: "Please do not:" },
        {
          type: "ul",
          items: [
            "break the law, or help anyone else break it, through the site;",
            "pretend to be someone else, or misrepresent your connection to a practice;",
            "try to get into accounts or systems that are not yours, or test, probe or get around our security;",
            "overload the site, or collect data from it automatically in a way that slows it down for others;",
            "send spam or false reports, or use the contact details in listings for unsolicited marketing.",
          ],
        },
      ],
    },
    {
      id: "affiliate-links",
      title: "Affiliate links and other websites",
      blocks: [
        {
          type: "p",
          text: "Product links on our [sensory products page](/autism-sensory-products) are affiliate links: if you buy after following one, the retailer may pay us a commission, at no extra cost to you. Links to other websites, including the sources in our guides, are there for your information; we do not control those sites and are not responsible for their content, products or privacy practices.",
        },
      ],
    },
    {
      id: "our-content",
      title: "Our content",
      blocks: [
        {
          type: "p",
          text: "The site's design, text and guides belong to ABA Atlas, except content that belongs to others (listings, reviews, uploads and quoted sources). You may link to any page and quote short passages with credit to ABA Atlas. Please do not copy whole guides or the directory without our permission.",
        },
      ],
    },
    {
      id: "disclaimers",
      title: "Disclaimers",
      blocks: [
        {
          type: "p",
          text: "We work to keep the site accurate and available, but we provide it “as is”. Listings, guides and prices can contain errors or be out of date, and the site may sometimes be unavailable. To the extent the law allows, we make no promises about the site beyond those in these terms, and we are not responsible for the services of providers listed here.",
        },
      ],
    },
    {
      id: "liability",
      title: "Limits on our liability",
      blocks: [
        {
          type: "p",
          text: "To the extent the law allows, ABA Atlas is not liable for indirect or consequential losses, such as lost profits or data, arising from your use of the site. Our total liability for any claim about the site is limited to the amount you paid us in the 12 months before the claim, or 100 US dollars if you paid us nothing. Nothing in these terms limits liability that cannot be limited by law.",
        },
      ],
    },
    {
      id: "ending",
      title: "Ending your use of the site",
      blocks: [
        {
          type: "p",
          text: "You can stop using ABA Atlas at any time. We may suspend or end your access if you break these terms. The sections on our content, disclaimers, liability and governing law continue to apply afterwards.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        {
          type: "p",
          text: "We may update these terms. We will change the effective date at the top and, for significant changes, tell account holders by email before they take effect. If you keep using the site after a change takes effect, the new terms apply.",
        },
      ],
    },
    {
      id: "law",
      title: "Governing law",
      blocks: [
        {
          type: "p",
          text: "These terms are governed by the laws of the State of Illinois and of the United States, without regard to conflict-of-law rules. If you have a complaint, please write to us first: most problems can be solved quickly that way.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          type: "p",
          text: "For questions about these terms, write to us {contactUs}.{postalAddress}",
        },
      ],
    },
  ],
};

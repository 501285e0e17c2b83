import type { LegalContent } from "./legal.ts";

export const privacyEn: LegalContent = {
  meta: {
    title: "Privacy policy",
    description:
      "What personal information ABA Atlas collects, why, who we share it with, how long we keep it, the cookies and local storage we use, and your rights to access, correct and delete your data.",
  },
  eyebrow: "Legal",
  heading: "Privacy policy",
  lead: "This policy explains, in plain words, what information ABA Atlas collects when you use the site, why we need it, who else sees it, how long we keep it and what you can ask us to do with it.",
  effectiveDate: "2026-11-29",
  sections: [
    {
      id: "summary",
      title: "The short version",
      blocks: [
        {
          type: "ul",
          items: [
            "You can search the directory and read every guide without an account and without giving us any personal information.",
            "We collect what we need to run the site: account details if you sign up, what you choose to publish (listings, reviews, photos), messages you send us, and basic request logs.",
            "We do not sell or rent personal information, and we do not use advertising cookies, third-party analytics or tracking pixels.",
            "Card payments are handled by Stripe. We never see or store your full card number.",
            "You can ask to see, correct or delete your information at any time by writing to us {contactUs}.",
          ],
        },
      ],
    },
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas (“we”, “us”) runs this website, a directory of applied behavior analysis (ABA) providers in the United States. We are responsible for the personal information described here. You can reach us {contactUs}.{postalAddress}",
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect and why",
      blocks: [
        { type: "h3", text: "When you browse" },
        {
          type: "p",
          text: "Our servers keep a log of each request: the time, the page or address requested (with any secret codes removed), the result, how long it took and, depending on how the site is hosted, your IP address. We use these logs to keep the site working, to investigate errors and to protect it from abuse.",
        },
        {
          type: "p",
          text: "To slow down abuse, such as repeated sign-in attempts or spam, we count requests per IP address or account name for short periods. We store only a one-way code (a hash) of the address or name, not the address or name itself.",
        },
        { type: "h3", text: "If you create an account" },
        {
          type: "ul",
          items: [
            "Your username, email address and, if you give it, your full name; whether your email address is confirmed; your role on the site; when you signed up and last signed in.",
            "Your password, stored only as a one-way hash (argon2id). Nobody at ABA Atlas can read it.",
            "For each signed-in session: when it started and was last used, and the IP address and browser it came from, so you and we can spot sessions that are not yours.",
            "A security log of account events (sign-ins, failed sign-ins, sign-outs, password and role changes) with the IP address they came from.",
          ],
        },
        { type: "h3", text: "If you publish something" },
        {
          type: "ul",
          items: [
            "**Listings:** a practice's name, address, contact details, website, hours, services, accepted insurance and photos. Listings are public; they describe a business, but may include a person's name or work contact details.",
            "**Reviews and responses:** your rating, your comment and the name you choose to show, which are public, and your email address, which is not published. Provider owners' responses are public.",
            "**Reports about reviews:** the reason and description you give, and your account, so our moderators can follow up. Reports are not published.",
            "**“Did you contact them?” reports:** what you found (for example, that a provider is not taking new clients) and the note you add, if any. We keep no name, email address or IP address with it: only a one-way code made from your IP address or account together with that listing, so we can count how many different people reported the same thing about it. Our moderators see the report; the listing's owner is told what was reported, never by whom.",
            "**Uploaded images:** the file, its original name, size and type, and who uploaded it. Images on listings are public.",
            "**Job postings:** the job details a provider publishes, which are public.",
          ],
        },
        { type: "h3", text: "If you pay for a plan or job pack" },
        {
          type: "p",
          text: "Payments are processed by **Stripe**. You enter your card details into Stripe's secure form, and they go straight to Stripe: we never see or store your full card number or security code. We keep a reference to the payment, what was bought, the amount and whether it succeeded. Stripe's own privacy policy applies to the information Stripe collects.",
        },
        { type: "h3", text: "If you contact us or subscribe" },
        {
          type: "ul",
          items: [
            "**Contact form:** your name, email address, topic and message, so we can answer you.",
            "**Newsletter:** your email address, when you signed up, and whether your subscription is active. We add you only after you confirm by clicking the link in our confirmation email (double opt-in), and every newsletter has a one-click unsubscribe link.",
            "**Search alerts:** your email address, the language you used, and the searches you saved (the place, a distance and the filters). Without an account, nothing is sent until you confirm by clicking the link in our confirmation email. Alert emails contain no tracking pixels.",
          ],
        },
        { type: "h3", text: "Business contacts of providers" },
        {
          type: "p",
          text: "To tell practices about their listings, we may keep business contact details of people who work at ABA practices, such as their name, role, work email address, work phone and public professional profile, taken from public sources. If you are one of them and want us to delete your details, write to us.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      blocks: [
        {
          type: "p",
          text: "We use a few small cookies and browser storage items, all needed for the site itself. None of them are used for advertising or tracking across other sites.",
        },
        {
          type: "defs",
          items: [
            {
              term: "Session cookie (named “session”, or “__Host-session” on secure connections)",
              text: "Keeps you signed in. It cannot be read by scripts on the page. The session ends when you log out, after 30 days without use, or 90 days after you signed in, whichever comes first.",
            },
            {
              term: "Language cookie (“lang”)",
              text: "Remembers whether you chose English or Spanish, so pages arrive in your language. It lasts one year.",
            },
            {
              term: "Theme cookie (“theme”)",
              text: "Remembers whether you chose the light or dark theme. It lasts one year.",
            },
            {
              term: "Local storage: “theme” and “preferredLanguage”",
              text: "Copies of your theme and language choices kept in your browser, so the page looks right before it loads fully.",
            },
            {
              term: "Local storage: guided tour flag",
              text: "Remembers that you finished or closed the guided tour of the home page, so it does not start again.",
            },
            {
              term: "Local storage: favorites",
              text: "If you save favorite providers without an account, the list is kept only in your browser.",
            },
          ],
        },
        {
          type: "p",
          text: "You can delete cookies and local storage in your browser settings at any time. If you do, you will be signed out and your language, theme and tour choices will reset.",
        },
      ],
    },
    {
      id: "emails",
      title: "Emails we send",
      blocks: [
        {
          type: "ul",
          items: [
            "**Email confirmation** when you create an account or change your address. The link works once, for 48 hours.",
            "**Password reset**, only when you ask for it. The link works once, for 1 hour.",
            "**Newsletter**, only after you confirm your subscription. Each one has a one-click unsubscribe link.",
            "**Search alerts** you asked for, at most one email a day, only after you confirm (or from your account). Each one has a one-click link to stop them.",
            "**Replies** to messages you send us, and notices about your account, listings or payments.",
          ],
        },
        {
          type: "p",
          text: "Links in our emails carry a random code. We store only a one-way hash of that code, and each link stops working after use or when it expires.",
        },
      ],
    },
    {
      id: "sharing",
      title: "Who we share information with",
      blocks: [
        { type: "p", text: "We do not sell or rent personal information. We share it only in these cases:" },
        {
          type: "ul",
          items: [
            "**Service providers** that run parts of the site for us: Stripe for payments, an email delivery service for our emails, and our hosting provider. They may use the information only to provide their service to us.",
            "**Map tiles:** maps on the site are drawn from image tiles that your browser loads from a map tile server. That server receives your IP address and the map area you are viewing.",
            "**Retailers**, when you follow a product link on the sensory products page: the retailer sees that you came from ABA Atlas, and its own privacy policy applies from then on.",
            "**Everyone**, for what you choose to publish: listings, reviews with the name you show, review responses, photos on listings and job postings.",
            "**Authorities**, when the law requires it, or to protect people's safety or the site against fraud or abuse.",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep information",
      blocks: [
        {
          type: "defs",
          items: [
            {
              term: "Account",
              text: "Until you delete it or ask us to. We then delete your profile and sessions and remove your reviews, except what we must keep by law (such as payment records).",
            },
            {
              term: "Accounts never confirmed",
              text: "7 days after registration, if the email address was never confirmed and no link we sent is still valid.",
            },
            {
              term: "Sessions",
              text: "Until you log out, after 30 days without use, or at most 90 days after sign-in.",
            },
            { term: "Server logs", text: "30 days." },
            { term: "Security log of account events", text: "Up to 12 months." },
            {
              term: "Abuse-prevention counters",
              text: "Minutes to hours: only as long as the time window they count.",
            },
            {
              term: "Contact messages",
              text: "Up to 12 months after we have answered, unless the conversation continues.",
            },
            {
              term: "“Did you contact them?” reports",
              text: "30 days after a moderator dismisses them; otherwise up to 12 months.",
            },
            {
              term: "Search alerts",
              text: "While you keep them. Stopping them deletes your saved searches; a search never confirmed is deleted after 8 days. The record of which providers an alert email told you about is deleted 30 days after the email.",
            },
            {
              term: "Newsletter",
              text: "While you are subscribed. When you unsubscribe, we keep your address marked as unsubscribed so we do not email you again; ask us and we will delete it completely.",
            },
            {
              term: "Uploaded images",
              text: "While they are used on a listing. Removed images are marked deleted at once and removed from storage afterwards.",
            },
            { term: "Payment records", text: "As long as tax and accounting laws require." },
            {
              term: "Listings, reviews and job postings",
              text: "While they are published, or until the owner or author asks us to remove them.",
            },
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Your rights and choices",
      blocks: [
        { type: "p", text: "Whatever state you live in, you can ask us to:" },
        {
          type: "ul",
          items: [
            "**See** the personal information we hold about you, and get a copy of it;",
            "**Correct** information that is wrong or out of date (you can change most account and listing details yourself);",
            "**Delete** your account and the personal information linked to it;",
            "**Stop** newsletter emails at any time, with the unsubscribe link in each email.",
          ],
        },
        {
          type: "p",
          text: "Write to us {contactUs}. We may ask you to confirm that the request comes from you, and we will answer within 30 days. We will not treat you differently for using these rights.",
        },
      ],
    },
    {
      id: "security",
      title: "How we protect information",
      blocks: [
        {
          type: "ul",
          items: [
            "The site is served over encrypted connections (HTTPS).",
            "Passwords are stored only as one-way hashes, and sign-in attempts are rate-limited.",
            "Session cookies cannot be read by scripts and are sent only to our site. We store only a hash of each session code.",
            "Only the people who run the site can see non-public information, and only when they need to.",
          ],
        },
        {
          type: "p",
          text: "No system is perfectly secure. If we learn of a breach that affects your information, we will tell you without undue delay.",
        },
      ],
    },
    {
      id: "children",
      title: "Children's privacy",
      blocks: [
        {
          type: "p",
          text: "ABA Atlas is meant for adults: parents, caregivers, advocates and providers. It is not directed to children under 13, and we do not knowingly collect personal information from them. If you believe a child has given us personal information, write to us and we will delete it.",
        },
        {
          type: "p",
          text: "Please protect your child's privacy when you write a review or contact a provider through the site: do not include their full name, photos or details of their diagnosis or health.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          type: "p",
          text: "If we change this policy, we will update the effective date at the top. If a change is significant, we will also say so on the site and email account holders before it takes effect.",
        },
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        {
          type: "p",
          text: "For questions or requests about your privacy, write to us {contactUs}.{postalAddress}",
        },
      ],
    },
  ],
};

export { NewsletterSignup, NEWSLETTER_ACTION, type NewsletterSignupProps } from "./newsletter-signup.tsx";

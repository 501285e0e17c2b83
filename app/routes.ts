import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("preferences", "routes/preferences.ts"),
  route("health", "routes/health.tsx"),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("logout", "routes/logout.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("change-password", "routes/change-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("about", "routes/about.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("resources", "routes/resources.tsx"),
  route("autism-financial-aid", "routes/autism-financial-aid.tsx"),
  route("autism-sensory-products", "routes/autism-sensory-products.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-conditions", "routes/terms-conditions.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

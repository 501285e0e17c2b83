import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("preferences", "routes/preferences.ts"),
  route("health", "routes/health.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

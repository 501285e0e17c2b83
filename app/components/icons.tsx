/**
 * The app's icons: lucide's drawings, each drawn once. lucide-react builds every shape of an icon
 * as a React element on every render, ≈ 4 % of a results page's server CPU (issue 30, item 27);
 * here an icon's shapes become markup once, set as its svg's inner HTML, and the svg keeps
 * lucide's attributes and classes. icons.test.tsx holds every icon to lucide's own markup. Add
 * an icon here (its lucide file name in the import) and import it from this module.
 */
import type { SVGProps } from "react";
import { escapeHtml } from "@domain/html.ts";
import * as arrowLeft from "lucide-react/icons/arrow-left";
import * as arrowRight from "lucide-react/icons/arrow-right";
import * as badgeCheck from "lucide-react/icons/badge-check";
import * as calendarCheck from "lucide-react/icons/calendar-check";
import * as calendarDays from "lucide-react/icons/calendar-days";
import * as check from "lucide-react/icons/check";
import * as chevronDown from "lucide-react/icons/chevron-down";
import * as chevronLeft from "lucide-react/icons/chevron-left";
import * as chevronRight from "lucide-react/icons/chevron-right";
import * as circleAlert from "lucide-react/icons/circle-exclamation-point";
import * as circleCheck from "lucide-react/icons/circle-check";
import * as circleX from "lucide-react/icons/circle-x";
import * as clock from "lucide-react/icons/clock";
import * as compass from "lucide-react/icons/compass";
import * as externalLink from "lucide-react/icons/external-link";
import * as globe from "lucide-react/icons/globe";
import * as house from "lucide-react/icons/house";
import * as info from "lucide-react/icons/info";
import * as keyRound from "lucide-react/icons/key-round";
import * as languages from "lucide-react/icons/languages";
import * as listPlus from "lucide-react/icons/list-plus";
import * as loaderCircle from "lucide-react/icons/loader-circle";
import * as locateFixed from "lucide-react/icons/locate-fixed";
import * as logIn from "lucide-react/icons/log-in";
import * as logOut from "lucide-react/icons/log-out";
import * as mail from "lucide-react/icons/mail";
import * as mapPin from "lucide-react/icons/map-pin";
import * as mapPinned from "lucide-react/icons/map-pinned";
import * as menu from "lucide-react/icons/menu";
import * as messageSquareReply from "lucide-react/icons/message-square-reply";
import * as moon from "lucide-react/icons/moon";
import * as navigation from "lucide-react/icons/navigation";
import * as phone from "lucide-react/icons/phone";
import * as plus from "lucide-react/icons/plus";
import * as printer from "lucide-react/icons/printer";
import * as refreshCw from "lucide-react/icons/refresh-cw";
import * as search from "lucide-react/icons/search";
import * as searchX from "lucide-react/icons/search-x";
import * as shieldAlert from "lucide-react/icons/shield-exclamation-point";
import * as slidersHorizontal from "lucide-react/icons/sliders-horizontal";
import * as star from "lucide-react/icons/star";
import * as sun from "lucide-react/icons/sun";
import * as tags from "lucide-react/icons/tags";
import * as triangleAlert from "lucide-react/icons/triangle-exclamation-point";
import * as x from "lucide-react/icons/x";

interface IconData {
  name: string;
  size?: number;
  node: ReadonlyArray<readonly [string, Readonly<Record<string, string | number>>]>;
  aliases?: readonly string[];
}

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML" | "ref">;

/** An icon's shapes as React would write them (`key` is React's, not an attribute). */
function shapesMarkup(node: IconData["node"]): string {
  return node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
        .join("");
      return `<${tag}${written}></${tag}>`;
    })
    .join("");
}

/** lucide's rule: a name, a role, a title or an aria-* attribute makes the icon speak. */
function speaks(props: object): boolean {
  return Object.entries(props).some(
    ([name, value]) => (name.startsWith("aria-") || name === "role" || name === "title") && value != null,
  );
}

/** Each class once, in order: lucide's classes first, then the caller's. */
function mergeClasses(...lists: ReadonlyArray<string | undefined>): string {
  return [...new Set(lists.flatMap((list) => list?.split(/\s+/) ?? []).filter(Boolean))].join(" ");
}

function lucideIcon(module: object) {
  const data = (module as { __iconData?: IconData }).__iconData;
  if (!data?.name || !Array.isArray(data.node)) throw new Error("lucide-react no longer exports __iconData");
  const shapes = { __html: shapesMarkup(data.node) };
  const own = ["lucide", `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)].join(" ");
  const viewBox = `0 0 ${data.size ?? 24} ${data.size ?? 24}`;
  const classes = new Map<string | undefined, string>();
  const classesWith = (className: string | undefined) => {
    let merged = classes.get(className);
    if (merged === undefined) {
      merged = mergeClasses(own, className);
      if (classes.size < 64) classes.set(className, merged);
    }
    return merged;
  };
  function Icon({ className, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox={viewBox}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classesWith(className)}
        {...(speaks(rest) ? {} : { "aria-hidden": "true" as const })}
        {...rest}
        dangerouslySetInnerHTML={shapes}
      />
    );
  }
  return Icon;
}

export const ArrowLeft = /* @__PURE__ */ lucideIcon(arrowLeft);
export const ArrowRight = /* @__PURE__ */ lucideIcon(arrowRight);
export const BadgeCheck = /* @__PURE__ */ lucideIcon(badgeCheck);
export const CalendarCheck = /* @__PURE__ */ lucideIcon(calendarCheck);
export const CalendarDays = /* @__PURE__ */ lucideIcon(calendarDays);
export const Check = /* @__PURE__ */ lucideIcon(check);
export const ChevronDown = /* @__PURE__ */ lucideIcon(chevronDown);
export const ChevronLeft = /* @__PURE__ */ lucideIcon(chevronLeft);
export const ChevronRight = /* @__PURE__ */ lucideIcon(chevronRight);
export const CircleAlert = /* @__PURE__ */ lucideIcon(circleAlert);
export const CircleCheck = /* @__PURE__ */ lucideIcon(circleCheck);
export const CircleX = /* @__PURE__ */ lucideIcon(circleX);
export const Clock = /* @__PURE__ */ lucideIcon(clock);
export const Compass = /* @__PURE__ */ lucideIcon(compass);
export const ExternalLink = /* @__PURE__ */ lucideIcon(externalLink);
export const Globe = /* @__PURE__ */ lucideIcon(globe);
export const House = /* @__PURE__ */ lucideIcon(house);
export const Info = /* @__PURE__ */ lucideIcon(info);
export const KeyRound = /* @__PURE__ */ lucideIcon(keyRound);
export const Languages = /* @__PURE__ */ lucideIcon(languages);
export const ListPlus = /* @__PURE__ */ lucideIcon(listPlus);
export const LoaderCircle = /* @__PURE__ */ lucideIcon(loaderCircle);
export const LocateFixed = /* @__PURE__ */ lucideIcon(locateFixed);
export const LogIn = /* @__PURE__ */ lucideIcon(logIn);
export const LogOut = /* @__PURE__ */ lucideIcon(logOut);
export const Mail = /* @__PURE__ */ lucideIcon(mail);
export const MapPin = /* @__PURE__ */ lucideIcon(mapPin);
export const MapPinned = /* @__PURE__ */ lucideIcon(mapPinned);
export const Menu = /* @__PURE__ */ lucideIcon(menu);
export const MessageSquareReply = /* @__PURE__ */ lucideIcon(messageSquareReply);
export const Moon = /* @__PURE__ */ lucideIcon(moon);
export const Navigation = /* @__PURE__ */ lucideIcon(navigation);
export const Phone = /* @__PURE__ */ lucideIcon(phone);
export const Plus = /* @__PURE__ */ lucideIcon(plus);
export const Printer = /* @__PURE__ */ lucideIcon(printer);
export const RefreshCw = /* @__PURE__ */ lucideIcon(refreshCw);
export const Search = /* @__PURE__ */ lucideIcon(search);
export const SearchX = /* @__PURE__ */ lucideIcon(searchX);
export const ShieldAlert = /* @__PURE__ */ lucideIcon(shieldAlert);
export const SlidersHorizontal = /* @__PURE__ */ lucideIcon(slidersHorizontal);
export const Star = /* @__PURE__ */ lucideIcon(star);
export const Sun = /* @__PURE__ */ lucideIcon(sun);
export const Tags = /* @__PURE__ */ lucideIcon(tags);
export const TriangleAlert = /* @__PURE__ */ lucideIcon(triangleAlert);
export const X = /* @__PURE__ */ lucideIcon(x);

import type { Service } from "@domain/services.ts";
import { SERVICES } from "@domain/services.ts";
import type { MessageKey, Translate } from "~/i18n/index.tsx";

/** The message key of a service's label; service values themselves stay English (URLs, data). */
function serviceMessageKey(service: Service): MessageKey {
  return `service.${service}`;
}

function isService(value: string): value is Service {
  return (SERVICES as readonly string[]).includes(value);
}

/** A service's translated label; unknown values are shown as they are. */
export function serviceLabel(t: Translate, service: string): string {
  return isService(service) ? t(serviceMessageKey(service)) : service;
}

/** URL of the search filtered by one service (spec 2, footer categories). */
export function serviceSearchHref(service: string): string {
  return `/search?services=${encodeURIComponent(service)}`;
}

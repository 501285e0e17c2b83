import { useT } from "~/i18n/index.tsx";
import { stateByCode } from "@domain/states.ts";
import type { ServiceArea } from "@domain/service-areas.ts";

/** One service area in words: "In-home visits within 25 miles of the office", "Telehealth in Texas, Oklahoma". */
function AreaText({ area }: { area: ServiceArea }) {
  const t = useT();
  if (area.kind === "radius") return <>{t("serviceArea.describe.radius", { miles: area.radiusMiles })}</>;
  if (area.kind === "states")
    return (
      <>{t("serviceArea.describe.states", { states: area.codes.map((c) => stateByCode(c)?.name ?? c).join(", ") })}</>
    );
  if (area.kind === "counties") return <>{t("serviceArea.describe.counties", { names: area.names.join("; ") })}</>;
  const codes = area.codes.join(", ");
  return (
    <>
      {area.careSetting === "in-home"
        ? t("serviceArea.describe.zipsInHome", { codes })
        : t("serviceArea.describe.zipsTelehealth", { codes })}
    </>
  );
}

/** A listing's service areas in words (issue 29), one per line. */
export function ServiceAreaList({ areas }: { areas: readonly ServiceArea[] }) {
  return (
    <ul role="list" className="flex flex-col gap-1" data-service-areas>
      {areas.map((a) => (
        <li key={`${a.careSetting}-${a.kind}`}>
          <AreaText area={a} />
        </li>
      ))}
    </ul>
  );
}

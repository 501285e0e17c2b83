import { describe, expect, it } from "vitest";
import { jobHandlers } from "./handlers.server.ts";
import { cronItems, DATA_PACKAGE_EVERY_MINUTES, DATA_PACKAGE_JOB } from "./schedule.ts";

describe("the periodic jobs", () => {
  it("name handled jobs, and build the data package one at a time, at most every few minutes", () => {
    const items = cronItems();
    for (const item of items) expect(Object.keys(jobHandlers)).toContain(item.task);
    const build = items.find((item) => item.task === "hsds_data_package")!;
    expect(build.options).toMatchObject({ ...DATA_PACKAGE_JOB, backfillPeriod: 0 });
    const minutes = Array.from({ length: 60 }, (_, minute) => minute).filter((minute) =>
      build.match({ min: minute, hour: 3, date: 1, month: 1, dow: 1 }),
    );
    expect(minutes[1]! - minutes[0]!).toBe(DATA_PACKAGE_EVERY_MINUTES);
    expect(items.map((item) => item.task)).toContain("import_housekeeping");
  });

  it("refresh the registry once a day, one queued copy at most", () => {
    const refresh = cronItems().find((item) => item.task === "nppes_refresh")!;
    expect(refresh.options).toMatchObject({ jobKey: "nppes_refresh", queueName: "nppes_refresh" });
    const slots = Array.from({ length: 24 * 60 }, (_, m) => m).filter((m) =>
      refresh.match({ min: m % 60, hour: Math.floor(m / 60), date: 1, month: 1, dow: 1 }),
    );
    expect(slots).toHaveLength(1);
  });

  it("purge what the privacy policy keeps no longer four times a day, making up a missed slot", () => {
    const purge = cronItems().find((item) => item.task === "retention_purge")!;
    expect(purge.options).toMatchObject({ jobKey: "retention_purge", backfillPeriod: 6 * 60 * 60 * 1000 });
    const slots = Array.from({ length: 24 * 60 }, (_, m) => m).filter((m) =>
      purge.match({ min: m % 60, hour: Math.floor(m / 60), date: 1, month: 1, dow: 1 }),
    );
    expect(slots.map((m) => Math.floor(m / 60))).toEqual([0, 6, 12, 18]);
  });

  it("remind owners once a day, one run at a time, making up a missed slot", () => {
    const remind = cronItems().find((item) => item.task === "owner_reminders")!;
    expect(remind.options).toMatchObject({ jobKey: "owner_reminders", queueName: "owner_reminders" });
    expect(remind.options.backfillPeriod).toBeGreaterThan(0);
    const slots = Array.from({ length: 24 * 60 }, (_, m) => m).filter((m) =>
      remind.match({ min: m % 60, hour: Math.floor(m / 60), date: 1, month: 1, dow: 1 }),
    );
    expect(slots).toHaveLength(1);
  });
});

import { and, eq, ne, sql } from "drizzle-orm";
import { insuranceProviders } from "@db/schema/index.ts";
import { checkInsurerForm } from "@domain/catalogue-admin.ts";
import { inTransaction } from "@db/transaction.server.ts";
import { ok, type Result } from "../errors.server.ts";
import type { CallerContext } from "../use-case.ts";
import {
  auditCatalogue,
  invalidFields,
  notFound,
  parseId,
  siteAdmin,
  uniqueViolation,
} from "./catalogue-admin.server.ts";

const nameTaken = () => invalidFields({ name: "name_taken" }, 409);

/**
 * Adds an insurer (id "new") or changes one: its key name (unique whatever the case, with a clear
 * message when taken), the name visitors see and its place in lists. Audited with before → after.
 */
export async function saveInsurer(
  ctx: CallerContext,
  input: { id: unknown; values: unknown },
): Promise<Result<{ id: number; created: boolean }>> {
  const admin = await siteAdmin(ctx);
  if (!admin.ok) return admin;
  const creating = input.id === "new";
  const id = creating ? null : parseId(input.id);
  if (!creating && id === null) return notFound();
  const form = checkInsurerForm(input.values);
  if (!form.ok) return invalidFields(form.error);
  const values = form.value;

  try {
    return await inTransaction(ctx.database, async (tx) => {
      const [clash] = await tx.db
        .select({ id: insuranceProviders.id })
        .from(insuranceProviders)
        .where(
          and(
            sql`lower(${insuranceProviders.name}) = lower(${values.name})`,
            id === null ? undefined : ne(insuranceProviders.id, id),
          ),
        )
        .limit(1);
      if (clash) return nameTaken();
      if (id === null) {
        const [row] = await tx.db.insert(insuranceProviders).values(values).returning();
        await auditCatalogue(tx, {
          actor: admin.value,
          ip: ctx.auth.ip,
          action: "insurer_created",
          entity: "insurer",
          id: row!.id,
          before: null,
          after: values,
        });
        return ok({ id: row!.id, created: true });
      }
      const [before] = await tx.db
        .select({
          name: insuranceProviders.name,
          displayName: insuranceProviders.displayName,
          sortOrder: insuranceProviders.sortOrder,
        })
        .from(insuranceProviders)
        .where(eq(insuranceProviders.id, id))
        .for("update");
      if (!before) return notFound();
      await tx.db.update(insuranceProviders).set(values).where(eq(insuranceProviders.id, id));
      await auditCatalogue(tx, {
        actor: admin.value,
        ip: ctx.auth.ip,
        action: "insurer_updated",
        entity: "insurer",
        id,
        before,
        after: values,
      });
      return ok({ id, created: false });
    });
  } catch (error) {
    // Two admins saving the same new name at once: the database's unique constraint decides.
    if (uniqueViolation(error) !== null) return nameTaken();
    throw error;
  }
}

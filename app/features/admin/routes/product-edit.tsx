import { data, redirect } from "react-router";
import { Link } from "~/components/link.tsx";
import type { Route } from "./+types/product-edit";
import { ActionForm } from "~/components/forms/action-form.tsx";
import { formValues, NO_STORE } from "~/lib/page-data/form-page.server.ts";
import { Button } from "~/components/ui/button.tsx";
import { Input } from "~/components/ui/input.tsx";
import { Textarea } from "~/components/ui/textarea.tsx";
import { AdminPage, adminMeta } from "~/features/admin/admin-page.tsx";
import {
  backTo,
  failedSave,
  imageErrorFrom,
  noticeFrom,
  readForm,
  valueOr,
} from "~/features/admin/catalogue/catalogue-page.server.ts";
import { CatalogueNotice, catalogueFields } from "~/features/admin/catalogue/catalogue-ui.tsx";
import { CatalogueImageSection, VisibilitySection } from "~/features/admin/catalogue/catalogue-edit.tsx";
import { useT, type I18nHandle } from "~/i18n/index.tsx";
import { messagesFor, routeMessages } from "~/i18n/messages.server.ts";
import { CATALOGUE_LIMITS } from "@domain/catalogue-admin.ts";
import type { FormState } from "@domain/form-state.ts";
import { localeFromRequest } from "@domain/i18n/locale.ts";
import { requireAdminSection } from "@server/admin/require-admin-section.server.ts";
import { getAdminProduct } from "@server/catalogue/get-admin-product.server.ts";
import { saveProduct } from "@server/catalogue/save-product.server.ts";
import { setProductActive } from "@server/catalogue/set-product-active.server.ts";

export const handle: I18nHandle = { i18n: ["admin", "adminCatalogue"] };

const PATH = "/admin/products";

/** /admin/products/new adds a product; /admin/products/:id edits one, with its image. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminSection(request, context, "products");
  const locale = localeFromRequest(request);
  const product = params.id === "new" ? null : valueOr(await getAdminProduct(context, { id: params.id }), locale);
  const messages = messagesFor(locale);
  return data(
    {
      title: product ? messages["adminCatalogue.products.editTitle"] : messages["adminCatalogue.products.newTitle"],
      product,
      notice: noticeFrom(request),
      // The image form posts to …/image, which comes back here with ?imageError=<code> when refused.
      imageError: imageErrorFrom(request, locale),
      i18n: routeMessages(request, handle.i18n),
    },
    { headers: NO_STORE },
  );
}

/** Save (intent save), or hide / show. A bad field answers the form again with what was typed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdminSection(request, context, "products");
  const locale = localeFromRequest(request);
  const form = await readForm(request);
  const values = form ? formValues(form) : {};
  if (values.intent === "hide" || values.intent === "show") {
    const result = await setProductActive(context, { id: params.id, active: values.intent === "show" });
    if (!result.ok) return failedSave(result.error, locale, {});
    return backTo(form, PATH, `${PATH}/${result.value.id}`, values.intent === "show" ? "shown" : "hidden");
  }
  const result = await saveProduct(context, { id: params.id, values });
  if (!result.ok) return failedSave(result.error, locale, values);
  return redirect(`${PATH}/${result.value.id}?notice=${result.value.created ? "created" : "saved"}`, {
    headers: NO_STORE,
  });
}

export function headers() {
  return NO_STORE;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.title);
}

export default function AdminProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { product } = loaderData;
  const state = actionData as FormState | undefined;
  const field = catalogueFields(state);
  return (
    <AdminPage title={loaderData.title}>
      <p className="flex flex-wrap gap-4">
        <Link to={PATH} className="link">
          {t("adminCatalogue.backToList")}
        </Link>
        <Link to="/autism-sensory-products" className="link">
          {t("adminCatalogue.products.viewPublic")}
        </Link>
      </p>
      {state ? null : <CatalogueNotice notice={loaderData.notice} />}
      <ActionForm
        key={product?.id ?? "new"}
        state={state}
        messageId="product-form-message"
        className="flex max-w-2xl flex-col gap-5"
      >
        <input type="hidden" name="intent" value="save" />
        <Input
          label={t("adminCatalogue.products.name")}
          required
          maxLength={CATALOGUE_LIMITS.productName}
          {...field("name", product?.name)}
        />
        <Textarea
          label={t("adminCatalogue.products.description")}
          maxLength={CATALOGUE_LIMITS.productDescription}
          {...field("description", product?.description ?? "")}
        />
        {/* Optional: the Spanish page shows the English text (marked as English) until these are filled in. */}
        <Input
          label={t("adminCatalogue.products.nameEs")}
          description={t("adminCatalogue.products.spanishHelp")}
          lang="es"
          maxLength={CATALOGUE_LIMITS.productName}
          {...field("nameEs", product?.nameEs ?? "")}
        />
        <Textarea
          label={t("adminCatalogue.products.descriptionEs")}
          description={t("adminCatalogue.products.spanishHelp")}
          lang="es"
          maxLength={CATALOGUE_LIMITS.productDescription}
          {...field("descriptionEs", product?.descriptionEs ?? "")}
        />
        <Input
          label={t("adminCatalogue.products.affiliateLink")}
          description={t("adminCatalogue.products.affiliateLinkHelp")}
          required
          type="url"
          inputMode="url"
          {...field("affiliateLink", product?.affiliateLink)}
        />
        <Input
          label={t("adminCatalogue.products.price")}
          description={t("adminCatalogue.products.priceHelp")}
          inputMode="decimal"
          {...field("price", product?.price ?? "")}
        />
        <Input
          label={t("adminCatalogue.products.category")}
          description={t("adminCatalogue.products.categoryHelp")}
          maxLength={CATALOGUE_LIMITS.category}
          {...field("category", product?.category ?? "")}
        />
        <Input
          label={t("adminCatalogue.products.ageRange")}
          description={t("adminCatalogue.products.ageRangeHelp")}
          maxLength={CATALOGUE_LIMITS.ageRange}
          {...field("ageRange", product?.ageRange ?? "")}
        />
        <Input
          label={t("adminCatalogue.products.imageUrl")}
          description={t("adminCatalogue.products.imageUrlHelp")}
          {...field("imageUrl", product?.imageUrl ?? "")}
        />
        <Input
          label={t("adminCatalogue.sortOrder")}
          description={t("adminCatalogue.sortOrderHelp")}
          inputMode="numeric"
          {...field("sortOrder", String(product?.sortOrder ?? 0))}
        />
        <div>
          <Button type="submit">{product ? t("adminCatalogue.save") : t("adminCatalogue.create")}</Button>
        </div>
      </ActionForm>

      <CatalogueImageSection
        id="product-image"
        title={t("adminCatalogue.products.image")}
        action={product ? `${PATH}/${product.id}/image` : null}
        imageUrl={product?.imageUrl ?? null}
        error={loaderData.imageError}
        size={{ width: 320, height: 240 }}
      />

      {product ? (
        <VisibilitySection id="product-visibility" action={`${PATH}/${product.id}`} active={product.isActive} />
      ) : null}
    </AdminPage>
  );
}

import { data } from "react-router";
import type { FormState } from "@domain/form-state.ts";
import { NO_STORE } from "./form-page.server.ts";

/** An action's answer when its form is done: the page shows FormDonePage with this notice. */
export function formDoneData(notice: string) {
  const state: FormState = { done: true, notice };
  return data(state, { headers: NO_STORE });
}

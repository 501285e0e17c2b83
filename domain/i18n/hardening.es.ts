import type { hardeningEn } from "./hardening.en.ts";

/** Respuestas a solicitudes mal formadas o demasiado grandes (issue 15). */
export const hardeningEs: Record<keyof typeof hardeningEn, string> = {
  "authMessage.payload_too_large": "Esta solicitud es demasiado grande: envíe como máximo {maxKiB} KiB.",
  "authMessage.invalid_characters": "Este campo contiene caracteres que no se pueden usar (como un carácter nulo).",
  "formMessage.invalid_characters": "Este campo contiene caracteres que no se pueden usar (como un carácter nulo).",
  "apiMessage.invalidCharacters": "La solicitud contiene caracteres que no se pueden usar (como un carácter nulo).",
};

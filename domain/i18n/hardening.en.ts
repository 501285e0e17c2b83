/** Answers to malformed or oversized requests (issue 15), pages and API alike. */
export const hardeningEn = {
  "authMessage.payload_too_large": "This request is too large: send at most {maxKiB} KiB.",
  "authMessage.invalid_characters": "This field contains characters that cannot be used (such as a null character).",
  "formMessage.invalid_characters": "This field contains characters that cannot be used (such as a null character).",
  "apiMessage.invalidCharacters": "The request contains characters that cannot be used (such as a null character).",
} as const;

import type { ownerSuggestionsEn } from "./owner-suggestions.en.ts";

/** Spanish texts of the suggested edits an owner resolves on My Listings (issue 12), spread into es.ts. */
export const ownerSuggestionsEs: Record<keyof typeof ownerSuggestionsEn, string> = {
  "owners.suggestionsTitle": "Correcciones sugeridas",
  "owners.suggestionsIntro":
    "Los visitantes propusieron estas correcciones a sus fichas. Al aceptar una, la ficha cambia de inmediato; al rechazarla, queda como está.",
  "owners.suggestionProposed": "Propuesta",
  "owners.suggestionNote": "Nota",
  "owners.suggestionContact": "Correo para seguimiento",
  "owners.suggestionReceived": "Recibida",
  "owners.suggestionAccept": "Aceptar",
  "owners.suggestionReject": "Rechazar",
  "owners.suggestionAcceptFor": "Aceptar el cambio de {field} para {name}",
  "owners.suggestionRejectFor": "Rechazar el cambio de {field} para {name}",
  "owners.suggestionAccepted": "El cambio se aplicó a {name}.",
  "owners.suggestionRejected": "La sugerencia se rechazó; {name} no cambia.",
};

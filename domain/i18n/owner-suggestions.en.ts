/** English texts of the suggested edits an owner resolves on My Listings (issue 12), spread into en.ts. */
export const ownerSuggestionsEn = {
  "owners.suggestionsTitle": "Suggested edits",
  "owners.suggestionsIntro":
    "Visitors proposed these corrections to your listings. Accepting one changes the listing at once; rejecting leaves it as it is.",
  "owners.suggestionProposed": "Proposed",
  "owners.suggestionNote": "Note",
  "owners.suggestionContact": "Follow-up email",
  "owners.suggestionReceived": "Received",
  "owners.suggestionAccept": "Accept",
  "owners.suggestionReject": "Reject",
  "owners.suggestionAcceptFor": "Accept the {field} change for {name}",
  "owners.suggestionRejectFor": "Reject the {field} change for {name}",
  "owners.suggestionAccepted": "The change is applied to {name}.",
  "owners.suggestionRejected": "The suggestion is rejected; {name} is unchanged.",
} as const;

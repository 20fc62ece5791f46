/** What a finished change redirects back with (`?notice=saved`), said once on the list page. */
export const NOTICES = {
  created: "Added. It is on the website now.",
  saved: "Saved. The website shows your changes now.",
  deleted: "Deleted.",
  resent: "The notice is back in the mail queue and will be sent in a moment.",
} as const;
export type NoticeCode = keyof typeof NOTICES;

/**
 * React Email's parts, loaded with the first mail rendered rather than at start: its one package also
 * brings a code highlighter (Prism with its languages), Markdown and Tailwind, which no mail of ours
 * uses and which were about a fifth of the server's start-up (docs/performance.md, issue 33).
 */
let parts: Promise<typeof import("@react-email/components")> | undefined;

export const emailParts = () => (parts ??= import("@react-email/components"));

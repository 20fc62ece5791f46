/**
 * What a typed value may hold. A one-line field (a name, a subject, a title) keeps no line break: one
 * would show as a fake header line in a staff e-mail or break a heading. A several-line field keeps its
 * line breaks and tabs. Neither keeps other control characters (PostgreSQL cannot even store a NUL).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_RUN = /[\u0000-\u001f\u007f]+/g;
// eslint-disable-next-line no-control-regex
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Line breaks, tabs and other control characters become one space. */
export const oneLine = (value: string) => value.replace(CONTROL_RUN, " ");

/** Line endings become "\n"; control characters other than line breaks and tabs go. */
export const manyLines = (value: string) => value.replace(/\r\n?/g, "\n").replace(CONTROL_BUT_LINES, "");

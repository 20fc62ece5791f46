/** A restore that cannot go ahead for a reason the operator can act on (the wrong key, a newer version, a database not empty): said as it is, exit code 2. */
export class RestoreRefused extends Error {}

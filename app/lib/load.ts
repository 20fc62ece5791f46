/** A section's data, or the fact that it failed to load (the section then shows its section 8 message). */
export type Loaded<T> = { ok: true; data: T } | { ok: false };

/** Runs one section's load; a failure is logged and reported to the section instead of failing the page. */
export async function attempt<T>(section: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    console.warn(`[${section}] load failed:`, error instanceof Error ? error.message : error);
    return { ok: false };
  }
}

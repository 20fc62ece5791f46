import islandsSrc from "virtual:islands";

/** The address of the public pages' script (app/islands/main.ts built by vite.islands.ts). */
export const islandsScript = islandsSrc;

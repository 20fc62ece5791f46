import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./vite.islands.ts";
import { serverStaysOnServer } from "./vite.layers.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), serverStaysOnServer()],
});

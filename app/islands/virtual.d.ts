/** The address of the islands script: the built, hashed file, or the source file in development (vite.islands.ts). */
declare module "virtual:islands" {
  const src: string;
  export default src;
}

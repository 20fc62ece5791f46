export default function Page() {
  return <main id="main">TODO september-club</main>;
}

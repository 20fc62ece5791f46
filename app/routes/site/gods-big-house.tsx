export default function Page() {
  return <main id="main">TODO gods-big-house</main>;
}

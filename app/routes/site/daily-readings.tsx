export default function Page() {
  return <main id="main">TODO daily-readings</main>;
}

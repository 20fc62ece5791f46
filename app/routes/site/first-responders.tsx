export default function Page() {
  return <main id="main">TODO first-responders</main>;
}

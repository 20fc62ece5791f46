export default function Page() {
  return <main id="main">TODO grief-support</main>;
}

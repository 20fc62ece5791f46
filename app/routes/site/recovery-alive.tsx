export default function Page() {
  return <main id="main">TODO recovery-alive</main>;
}

export default function Page() {
  return <main id="main">TODO vacation-bible-school</main>;
}

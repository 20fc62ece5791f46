export default function Page() {
  return <main id="main">TODO mission-trips</main>;
}

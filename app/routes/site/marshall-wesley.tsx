export default function Page() {
  return <main id="main">TODO marshall-wesley</main>;
}

export default function Page() {
  return <main id="main">TODO our-history</main>;
}

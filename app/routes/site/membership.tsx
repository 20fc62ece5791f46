export default function Page() {
  return <main id="main">TODO membership</main>;
}

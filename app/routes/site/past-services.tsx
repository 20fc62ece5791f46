export default function Page() {
  return <main id="main">TODO past-services</main>;
}

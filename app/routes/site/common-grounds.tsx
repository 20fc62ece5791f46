export default function Page() {
  return <main id="main">TODO common-grounds</main>;
}

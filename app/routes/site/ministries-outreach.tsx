export default function Page() {
  return <main id="main">TODO ministries-outreach</main>;
}

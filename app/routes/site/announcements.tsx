export default function Page() {
  return <main id="main">TODO announcements</main>;
}

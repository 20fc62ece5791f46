export default function Page() {
  return <main id="main">TODO wednesday-night-kids</main>;
}

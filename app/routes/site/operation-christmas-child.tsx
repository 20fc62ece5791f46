export default function Page() {
  return <main id="main">TODO operation-christmas-child</main>;
}

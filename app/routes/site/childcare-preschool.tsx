export default function Page() {
  return <main id="main">TODO childcare-preschool</main>;
}

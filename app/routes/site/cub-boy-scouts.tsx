export default function Page() {
  return <main id="main">TODO cub-boy-scouts</main>;
}

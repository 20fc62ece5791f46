import { BabyIcon, BackpackIcon, BlocksIcon, BookIcon, PencilIcon, ShieldIcon, StarIcon, UserIcon, UtensilsIcon } from "./icons.tsx";

/** An icon for each of the nine childcare teams; any other team gets the generic user icon (spec section 3). */
const TEAM_ICONS: Record<string, (p: { className?: string }) => React.ReactNode> = {
  Director: StarIcon,
  "Assistant Director": ShieldIcon,
  "Infant Care Team": BabyIcon,
  "Toddler Care Team": BlocksIcon,
  "2-year-old Care Team": BlocksIcon,
  "3-year-old Care Team": PencilIcon,
  "Pre-K Care Team": BookIcon,
  "School-age Care Team": BackpackIcon,
  "Kitchen Staff": UtensilsIcon,
};

export function TeamIcon({ team, className }: { team: string; className?: string }) {
  const Icon = TEAM_ICONS[team] ?? UserIcon;
  return <Icon className={className} />;
}

import { type ComponentType, createElement } from "react";
import { BabyIcon, BackpackIcon, BlocksIcon, BookIcon, StarIcon, UserIcon, UtensilsIcon } from "./icons.tsx";

type IconProps = { className?: string };

function Svg({ className = "h-5 w-5", children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true">
      {children}
    </svg>
  );
}

const ClipboardIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="4" width="14" height="17" rx="2" />
    <path d="M9 4V3h6v1M9 10h6M9 14h6M9 18h3" />
  </Svg>
);

const BallIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />
  </Svg>
);

const PaletteIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 3a9 9 0 000 18c1.4 0 2-1 1.5-2.2-.6-1.3.3-2.8 1.8-2.8H18a3 3 0 003-3c0-5.5-4-10-9-10z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10" cy="7" r="1" />
    <circle cx="15" cy="7.5" r="1" />
  </Svg>
);

/** One icon of its own for each of the nine childcare teams (spec section 3, Childcare staff member). */
export const TEAM_ICONS: Readonly<Record<string, ComponentType<IconProps>>> = {
  Director: StarIcon,
  "Assistant Director": ClipboardIcon,
  "Infant Care Team": BabyIcon,
  "Toddler Care Team": BlocksIcon,
  "2-year-old Care Team": BallIcon,
  "3-year-old Care Team": PaletteIcon,
  "Pre-K Care Team": BookIcon,
  "School-age Care Team": BackpackIcon,
  "Kitchen Staff": UtensilsIcon,
};

/** The team's icon; a team outside the nine gets the generic user icon. */
export function teamIcon(team: string): ComponentType<IconProps> {
  return Object.hasOwn(TEAM_ICONS, team) ? TEAM_ICONS[team] : UserIcon;
}

export function TeamIcon({ team, className }: { team: string; className?: string }) {
  return createElement(teamIcon(team), { className });
}

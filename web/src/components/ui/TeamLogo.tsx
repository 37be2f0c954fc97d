import { useState } from "react";
import { cn } from "../../lib/cn";

/** The image shown for a team without a logo, or whose logo fails to load (docs/rules.md "Teams"). */
export const DEFAULT_TEAM_LOGO = "/default-team.png";

export interface TeamLogoProps {
  /** Team name: the image's alt text. */
  name: string;
  logoUrl?: string | null;
  /** sm 32px, md 48px, lg 64px, xl 96px. */
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
}

const sizes = { sm: "size-8", md: "size-12", lg: "size-16", xl: "size-24" };

/** <TeamLogo name={game.homeGroupId.name} logoUrl={game.homeGroupId.logoUrl} size="md" /> (never mirrored in RTL) */
export function TeamLogo({ name, logoUrl, size = "md", className }: TeamLogoProps) {
  const wanted = logoUrl?.trim() || DEFAULT_TEAM_LOGO;
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === wanted ? DEFAULT_TEAM_LOGO : wanted;
  return (
    <img
      src={src}
      alt={name}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => {
        if (src !== DEFAULT_TEAM_LOGO) setFailed(wanted);
      }}
      className={cn("shrink-0 rounded-full bg-white object-contain ring-1 ring-slate-200", sizes[size], className)}
    />
  );
}

import { cn } from "../../lib/cn";

export interface AvatarProps {
  name: string;
  size?: "sm" | "md" | "lg";
  /** "brand" (green on light surfaces) or "light" (white, for dark surfaces). */
  tone?: "brand" | "light";
  className?: string;
}

const sizes = { sm: "size-8 text-xs", md: "size-11 text-sm", lg: "size-16 text-xl" };
const tones = { brand: "bg-emerald-700 text-white", light: "bg-white text-emerald-900" };

/** Initials in a circle (decorative; show the name beside it): <Avatar name={displayName(user)} size="lg" /> */
export function Avatar({ name, size = "md", tone = "brand", className }: AvatarProps) {
  const initials =
    name
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((part) => part.charAt(0).toUpperCase())
      .join("") || "?";
  return (
    <span
      aria-hidden="true"
      className={cn("grid shrink-0 place-items-center rounded-full font-bold", sizes[size], tones[tone], className)}
    >
      {initials}
    </span>
  );
}

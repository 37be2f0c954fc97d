/**
 * Shared UI. Import from "../../components/ui" (or the file). Every component documents its props;
 * all text passed in is already translated, and direction comes from logical utilities (RTL mirrors itself).
 */
export { Avatar } from "./Avatar";
export { Badge, type BadgeProps, type BadgeTone } from "./Badge";
export { Button, type ButtonProps, type ButtonVariant, buttonStyles, LinkButton } from "./Button";
export { Card, CardHeader } from "./Card";
export { DetailRow } from "./DetailRow";
export { ConfirmDialog, type ConfirmDialogProps, Dialog, type DialogProps } from "./Dialog";
export { EmptyState } from "./EmptyState";
export { Checkbox, controlStyles, Field, type FieldControlProps, Input, PasswordInput, Select } from "./Field";
export { LoadError, type LoadErrorProps } from "./LoadError";
export { Loading, Skeleton } from "./Loading";
export { PageHeader } from "./PageHeader";
export { PlayerName } from "./PlayerName";
export { QuickAction, type QuickActionProps } from "./QuickAction";
export { ScoreBadge } from "./ScoreBadge";
export { StatTile } from "./StatTile";
export { type GameStatus, GameStatusBadge, LockedIndicator, PointsBadge } from "./StatusBadges";
export { DEFAULT_TEAM_LOGO, TeamLogo } from "./TeamLogo";

import type { ComponentType } from "react";
import { NotificationsQuickAction } from "../notifications";

/**
 * Extra dashboard quick actions, shown after 'View All Games' and 'View Leaderboard'. Each entry is a component
 * rendering one `<QuickAction>` (components/ui/QuickAction.tsx), or nothing when it does not apply: the
 * notifications button ('Notifications On' / 'Enable Notifications') renders only where the browser supports push.
 */
export const extraQuickActions: ComponentType[] = [NotificationsQuickAction];

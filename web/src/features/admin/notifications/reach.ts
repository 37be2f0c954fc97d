import type { Notification } from "@app/domain";

/**
 * A notification sent now that no device received (nobody targeted had notifications on, or every push failed): it went
 * out, but it is no success, so the screens say so in neutral and warning colours rather than green.
 */
export function reachedNoDevice(notification: Pick<Notification, "status" | "deliveryStats">): boolean {
  return notification.status === "sent" && notification.deliveryStats.successful === 0;
}

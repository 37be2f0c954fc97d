/** What other features use: the settings dialog, the dashboard quick action and push support detection. */
export { NotificationSettingsDialog, type NotificationSettingsDialogProps } from "./components/NotificationSettingsDialog";
export { NotificationsQuickAction } from "./components/NotificationsQuickAction";
export { isPushSupported } from "./push";

/** What other features use: the settings dialog (settings) and the dashboard quick action (dashboard). */
export { NotificationSettingsDialog, type NotificationSettingsDialogProps } from "./components/NotificationSettingsDialog";
export { NotificationsQuickAction } from "./components/NotificationsQuickAction";

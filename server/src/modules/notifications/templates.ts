import { type Language, type MessageKey, type NotificationTemplate, type NotificationType, translate } from "@app/domain";

interface TemplateDefinition {
  id: string;
  /** Message-key stem: `template<Stem>Name`, `...Title`, `...Body` in messages/notifications.ts. */
  stem: "NewRound" | "Results" | "BetReminder" | "Leaderboard" | "Maintenance";
  type: NotificationType;
  requireInteraction: boolean;
  actions: { action: string; titleKey: MessageKey }[];
  url: string;
}

/** The built-in templates; their texts live in both languages in the messages, so they come back in the caller's. */
const TEMPLATES: TemplateDefinition[] = [
  {
    id: "new-round",
    stem: "NewRound",
    type: "announcement",
    requireInteraction: false,
    actions: [{ action: "bet", titleKey: "actionPlaceBets" }],
    url: "/upcoming-games",
  },
  {
    id: "results-in",
    stem: "Results",
    type: "system",
    requireInteraction: false,
    actions: [{ action: "results", titleKey: "actionViewResults" }],
    url: "/completed-games",
  },
  {
    id: "bet-reminder",
    stem: "BetReminder",
    type: "custom",
    requireInteraction: true,
    actions: [{ action: "bet", titleKey: "actionPlaceBets" }],
    url: "/upcoming-games",
  },
  {
    id: "leaderboard-update",
    stem: "Leaderboard",
    type: "announcement",
    requireInteraction: false,
    actions: [{ action: "leaderboard", titleKey: "actionViewLeaderboard" }],
    url: "/leaderboard",
  },
  {
    id: "maintenance",
    stem: "Maintenance",
    type: "system",
    requireInteraction: true,
    actions: [],
    url: "/dashboard",
  },
];

export function notificationTemplates(language: Language): NotificationTemplate[] {
  const text = (key: string) => translate(language, key);
  return TEMPLATES.map((t) => ({
    id: t.id,
    name: text(`template${t.stem}Name`),
    title: text(`template${t.stem}Title`),
    body: text(`template${t.stem}Body`),
    type: t.type,
    requireInteraction: t.requireInteraction,
    actions: t.actions.map((a) => ({ action: a.action, title: text(a.titleKey) })),
    url: t.url,
  }));
}

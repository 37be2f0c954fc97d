/** Ids of sections other admin screens link to (/admin/games#import-games). */
export const ANCHORS = {
  gameForm: "game-form",
  importGames: "import-games",
  importFixtures: "import-fixtures",
  importTeams: "import-teams",
} as const;

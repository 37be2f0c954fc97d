import { type Competition, exportGamesCsv, type GameValues, gamesTemplateCsv, parseGamesCsv, type Team } from "@app/domain";
import { Download, FileDown } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../../components/ui/Button";
import { useTranslation } from "../../../../i18n";
import { ApiError, errorMessage } from "../../../../lib/api";
import { ANCHORS } from "../../shared/anchors";
import { CsvGuide } from "../../shared/components/CsvGuide";
import { CsvImportCard } from "../../shared/components/CsvImportCard";
import { downloadTextFile } from "../../shared/download";
import { useCsvImport } from "../../shared/useCsvImport";
import { useFetchAllGames, useImportGames } from "../api";
import { CompetitionSelect, firstActive } from "./CompetitionSelect";

/**
 * Game CSV import and export (docs/rules.md "CSV import" and "CSV export"). Import: the domain parser applies every
 * rule and previews the file against the teams and every game, fetched fresh (new, already present, with errors);
 * "Import N new rows" sends the new ones to POST /games/import, which skips any that exist by then. Export: every
 * game as current-games.csv, or the template games-template.csv. With several competitions the import goes into the
 * one chosen (a game is "already present" within it) and the export holds the chosen one's games, or every game.
 */
export function GamesImportCard({ teams, competitions }: { teams: readonly Team[]; competitions: Competition[] }) {
  const { t } = useTranslation(["admin", "competitions"]);
  const importGames = useImportGames();
  const fetchAllGames = useFetchAllGames();
  const [exporting, setExporting] = useState(false);
  const [picked, setTarget] = useState("");
  const target = picked || firstActive(competitions);
  const [exported, setExported] = useState("");
  const several = competitions.length > 1;
  const gamesIn = async (competition: string) =>
    (await fetchAllGames()).filter((game) => !competition || game.competitionId === competition);
  const importer = useCsvImport<GameValues>({
    list: "games",
    importedKey: "csvGamesImported",
    read: async (file) => {
      const text = await file.text();
      const existing = (await gamesIn(several ? target : "")).map((game) => ({
        homeGroupId: game.homeGroupId._id,
        awayGroupId: game.awayGroupId._id,
        date: game.date,
      }));
      const result = parseGamesCsv(file.name, text, teams, existing);
      if (!result.ok) return result;
      const { games: rows, rows: rowNumbers, alreadyPresent, errors } = result;
      return { ok: true, preview: { fileName: file.name, rows, rowNumbers, alreadyPresent, errors, unnamed: 0 } };
    },
    send: (rows) => importGames.mutateAsync({ games: rows, competition: several ? target : "" }),
    refused: (error, preview) => {
      console.error("Games import refused by the server:", error instanceof ApiError ? error.errors : error);
      return { key: "csvGamesImportFailed", params: { count: preview.rows.length } };
    },
  });

  const downloadCurrent = async () => {
    setExporting(true);
    try {
      downloadTextFile("current-games.csv", exportGamesCsv(await gamesIn(several ? exported : ""), teams));
    } catch (error) {
      toast.error(errorMessage(error, t("games.csv.exportFailed")));
    } finally {
      setExporting(false);
    }
  };

  return (
    <CsvImportCard
      id={ANCHORS.importGames}
      title={t("games.csv.title")}
      description={t("games.csv.description")}
      pickLabel={t("csv.import")}
      importer={importer}
      actions={
        <>
          <CompetitionSelect
            competitions={competitions}
            value={target}
            onChange={setTarget}
            label={t("competitions:admin.importInto")}
            testId="csv-import-competition"
          />
          <CompetitionSelect
            competitions={competitions}
            value={exported}
            onChange={setExported}
            allLabel={t("competitions:picker.all")}
            label={t("competitions:admin.exportFrom")}
            testId="csv-export-competition"
          />
          <Button variant="secondary" icon={FileDown} loading={exporting} onClick={downloadCurrent}>
            {t("games.csv.downloadCurrent")}
          </Button>
          <Button
            variant="secondary"
            icon={Download}
            onClick={() => downloadTextFile("games-template.csv", gamesTemplateCsv(teams))}
          >
            {t("games.csv.downloadTemplate")}
          </Button>
        </>
      }
    >
      <CsvGuide
        columns={[
          { name: "homeTeam", required: true, description: t("games.csv.guide.team") },
          { name: "awayTeam", required: true, description: t("games.csv.guide.team") },
          { name: "date", required: true, description: t("games.csv.guide.date") },
          { name: "time", required: true, description: t("games.csv.guide.time") },
          { name: "round", required: false, description: t("games.csv.guide.round") },
          { name: "bettingLocked", required: false, description: t("games.csv.guide.flag") },
          { name: "finished", required: false, description: t("games.csv.guide.finished") },
          { name: "homeScore", required: false, description: t("games.csv.guide.score") },
          { name: "awayScore", required: false, description: t("games.csv.guide.score") },
          { name: "finalResult", required: false, description: t("games.csv.guide.finalResult") },
        ]}
        rules={[
          t("games.csv.guide.teamsFirst"),
          t("games.csv.guide.header"),
          t("games.csv.guide.quotes"),
          t("games.csv.guide.present"),
          t("csv.previewRule"),
        ]}
      />
    </CsvImportCard>
  );
}

import { exportGamesCsv, gamesTemplateCsv, parseGamesCsv, type Team } from "@app/domain";
import { Download, FileDown } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/Button";
import { ApiError, errorMessage } from "../../../../lib/api";
import { ANCHORS } from "../../shared/anchors";
import { CsvGuide } from "../../shared/components/CsvGuide";
import { CsvImportCard } from "../../shared/components/CsvImportCard";
import { downloadTextFile } from "../../shared/download";
import { parseCleanCsv, serverRowErrors, useCsvReport } from "../../shared/useCsvReport";
import { useFetchAllGames, useImportGames } from "../api";

/**
 * Game CSV import and export (docs/rules.md "CSV import" and "CSV export"). Import: the domain parser applies every rule; any
 * file or row error imports nothing and lists the errors (fix the file, choose it again); otherwise
 * POST /games/import writes all rows in one transaction. Export: every game as current-games.csv, or the
 * template games-template.csv.
 */
export function GamesImportCard({ teams }: { teams: readonly Team[] }) {
  const { t } = useTranslation("admin");
  const importGames = useImportGames();
  const fetchAllGames = useFetchAllGames();
  const [exporting, setExporting] = useState(false);
  const { report, fail, clear } = useCsvReport();

  const onFile = async (file: File) => {
    clear();
    const result = await parseCleanCsv(file, (name, text) => parseGamesCsv(name, text, teams), fail);
    if (!result) return;
    try {
      const { imported } = await importGames.mutateAsync(result.games);
      toast.success(t("validation:csvGamesImported", { count: imported }));
    } catch (error) {
      console.error("Games import refused by the server:", error instanceof ApiError ? error.errors : error);
      const summary = { key: "csvGamesImportFailed", params: { count: result.games.length } } as const;
      fail({ summary, rows: serverRowErrors(error, "games", result.rows) });
    }
  };

  const downloadCurrent = async () => {
    setExporting(true);
    try {
      downloadTextFile("current-games.csv", exportGamesCsv(await fetchAllGames(), teams));
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
      importing={importGames.isPending}
      onFile={onFile}
      report={report}
      actions={
        <>
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
        rules={[t("games.csv.guide.teamsFirst"), t("games.csv.guide.header"), t("games.csv.guide.quotes"), t("csv.allOrNothing")]}
      />
    </CsvImportCard>
  );
}

import { parseTeamsCsv, sampleTeamsCsv, type Team } from "@app/domain";
import { Download } from "lucide-react";
import toast from "react-hot-toast";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/Button";
import { errorMessage } from "../../../../lib/api";
import { ANCHORS } from "../../shared/anchors";
import { CsvGuide } from "../../shared/components/CsvGuide";
import { CsvImportCard } from "../../shared/components/CsvImportCard";
import { downloadTextFile } from "../../shared/download";
import { parseCleanCsv, serverRowErrors, useCsvReport } from "../../shared/useCsvReport";
import { useImportTeams } from "../api";

/**
 * Team CSV import (docs/rules.md "CSV import"): the domain parser checks the file and every row; any row error imports
 * nothing (fix the file and choose it again); otherwise POST /groups/import writes all rows at once.
 */
export function TeamsImportCard({ teams }: { teams: readonly Team[] }) {
  const { t } = useTranslation("admin");
  const importTeams = useImportTeams();
  const { report, fail, clear } = useCsvReport();

  const onFile = async (file: File) => {
    clear();
    const result = await parseCleanCsv(file, (name, text) => parseTeamsCsv(name, text, teams), fail);
    if (!result) return;
    try {
      const { imported } = await importTeams.mutateAsync(result.teams);
      toast.success(t("validation:csvTeamsImported", { count: imported }));
      if (result.skipped > 0) toast(t("validation:csvSkippedRows", { count: result.skipped }));
    } catch (error) {
      const message = errorMessage(error, t("validation:csvImportFailed"));
      fail({ summary: message, rows: serverRowErrors(error, "teams", result.rows) });
    }
  };

  return (
    <CsvImportCard
      id={ANCHORS.importTeams}
      title={t("teams.importTitle")}
      description={t("teams.importDescription")}
      pickLabel={t("csv.import")}
      importing={importTeams.isPending}
      onFile={onFile}
      report={report}
      actions={
        <Button variant="secondary" icon={Download} onClick={() => downloadTextFile("sample_teams.csv", sampleTeamsCsv())}>
          {t("teams.downloadSample")}
        </Button>
      }
    >
      <CsvGuide
        columns={[
          { name: "name", required: true, description: t("teams.guide.name") },
          { name: "logoUrl", required: false, description: t("teams.guide.logoUrl") },
          { name: "description", required: false, description: t("teams.guide.description") },
        ]}
        rules={[t("teams.guide.header"), t("teams.guide.skipped"), t("teams.guide.unique"), t("csv.allOrNothing")]}
      />
    </CsvImportCard>
  );
}

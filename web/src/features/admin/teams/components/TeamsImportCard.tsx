import { parseTeamsCsv, sampleTeamsCsv, type Team, type TeamCsvRow } from "@app/domain";
import { Download } from "lucide-react";
import { Button } from "../../../../components/ui/Button";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { ANCHORS } from "../../shared/anchors";
import { CsvGuide } from "../../shared/components/CsvGuide";
import { CsvImportCard } from "../../shared/components/CsvImportCard";
import { downloadTextFile } from "../../shared/download";
import { useCsvImport } from "../../shared/useCsvImport";
import { useImportTeams } from "../api";

/**
 * Team CSV import (docs/rules.md "CSV import"): the domain parser previews the file against the current teams (new,
 * already present, with errors); "Import N new rows" sends the new ones to POST /groups/import, which skips any that
 * exist by then.
 */
export function TeamsImportCard({ teams }: { teams: readonly Team[] }) {
  const { t } = useTranslation("admin");
  const importTeams = useImportTeams();
  const importer = useCsvImport<TeamCsvRow>({
    list: "teams",
    importedKey: "csvTeamsImported",
    read: async (file) => {
      const result = parseTeamsCsv(file.name, await file.text(), teams);
      if (!result.ok) return result;
      const { teams: rows, rows: rowNumbers, alreadyPresent, errors, unnamed } = result;
      return { ok: true, preview: { fileName: file.name, rows, rowNumbers, alreadyPresent, errors, unnamed } };
    },
    send: (rows) => importTeams.mutateAsync(rows),
    refused: (error) => errorMessage(error, t("validation:csvImportFailed")),
  });

  return (
    <CsvImportCard
      id={ANCHORS.importTeams}
      title={t("teams.importTitle")}
      description={t("teams.importDescription")}
      pickLabel={t("csv.import")}
      importer={importer}
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
        rules={[t("teams.guide.header"), t("teams.guide.skipped"), t("teams.guide.present"), t("csv.previewRule")]}
      />
    </CsvImportCard>
  );
}

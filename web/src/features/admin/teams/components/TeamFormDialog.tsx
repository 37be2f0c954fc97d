import { type Team, type TeamCsvRow, type TeamInput, teamInputSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import toast from "react-hot-toast";
import { controlStyles, Field, Input } from "../../../../components/ui/Field";
import { TeamLogo } from "../../../../components/ui/TeamLogo";
import { useTranslation } from "../../../../i18n";
import { errorMessage } from "../../../../lib/api";
import { useFieldError } from "../../../../lib/forms";
import { FormDialog } from "../../shared/components/FormDialog";
import { useSaveTeam } from "../api";

const FORM_ID = "team-form";

/** Add (team null) or edit a team: name required, logo an http(s) URL or a /path, description optional. */
export function TeamFormDialog({ team, onClose }: { team: Team | null; onClose(): void }) {
  const { t } = useTranslation("admin");
  const fieldError = useFieldError();
  const save = useSaveTeam();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TeamInput, unknown, TeamCsvRow>({
    resolver: zodResolver(teamInputSchema),
    defaultValues: { name: team?.name ?? "", logoUrl: team?.logoUrl ?? "", description: team?.description ?? "" },
  });
  const [name, logoUrl] = useWatch({ control, name: ["name", "logoUrl"] });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: team?._id, team: values });
      toast.success(team ? t("teams.updated") : t("teams.created"));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t("teams.saveFailed")));
    }
  });

  return (
    <FormDialog
      formId={FORM_ID}
      title={team ? t("teams.editTitle") : t("teams.addTitle")}
      submitLabel={team ? t("teams.update") : t("teams.create")}
      pending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Input label={t("teams.name")} autoComplete="off" required error={fieldError(errors.name)} {...register("name")} />
      <div className="flex items-start gap-3">
        <Input
          label={t("teams.logoUrl")}
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          placeholder={t("teams.logoPlaceholder")}
          hint={t("teams.logoHint")}
          fieldClassName="min-w-0 flex-1"
          error={fieldError(errors.logoUrl)}
          {...register("logoUrl")}
        />
        <TeamLogo
          name={name?.trim() || t("teams.logoPreview")}
          logoUrl={errors.logoUrl ? undefined : logoUrl}
          size="lg"
          className="mt-6"
        />
      </div>
      <Field label={t("teams.description")} hint={t("teams.descriptionHint")} error={fieldError(errors.description)}>
        {(control) => <textarea {...control} rows={3} className={controlStyles} {...register("description")} />}
      </Field>
    </FormDialog>
  );
}

import { type ProfileInput, profileSchema } from "@app/domain/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { Save } from "lucide-react";
import { useForm } from "react-hook-form";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/Button";
import { Input } from "../../../components/ui/Field";
import { useTranslation } from "../../../i18n";
import { errorMessage } from "../../../lib/api";
import { showServerFieldErrors, useFieldError } from "../../../lib/forms";
import { useUpdateMe } from "../api";

/** The player's own display name (docs/rules.md "Names"): the same name rule as register, on both sides. */
export function NameForm({ fullName }: { fullName: string }) {
  const { t } = useTranslation("settings");
  const fieldError = useFieldError();
  const rename = useUpdateMe();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileInput>({ resolver: zodResolver(profileSchema), defaultValues: { fullName } });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const user = await rename.mutateAsync(body);
      reset({ fullName: user.fullName });
      toast.success(t("profile.nameSaved"), { id: "name-saved" });
    } catch (error) {
      showServerFieldErrors(error, setError, ["fullName"]);
      toast.error(errorMessage(error, t("profile.nameFailed")), { id: "name-failed" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-3">
      <Input
        label={t("profile.fullName")}
        autoComplete="name"
        required
        hint={t("profile.nameHint")}
        error={fieldError(errors.fullName)}
        {...register("fullName")}
      />
      <Button type="submit" variant="secondary" icon={Save} loading={rename.isPending} className="self-start">
        {t("profile.saveName")}
      </Button>
    </form>
  );
}

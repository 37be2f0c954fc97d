import { Compass } from "lucide-react";
import { LinkButton } from "../components/ui/Button";
import { EmptyState } from "../components/ui/EmptyState";
import { PageHeader } from "../components/ui/PageHeader";
import { useTranslation } from "../i18n";

/** Unknown routes. `embedded` when already inside a page area (under a guard). */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation("common");
  const content = (
    <>
      <PageHeader title={t("notFound.title")} />
      <EmptyState
        icon={Compass}
        title={t("notFound.title")}
        hint={t("notFound.message")}
        action={
          <LinkButton to="/" variant="primary">
            {t("notFound.home")}
          </LinkButton>
        }
      />
    </>
  );
  if (embedded) return content;
  return (
    <main id="main" className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 md:px-6 md:py-8">
      {content}
    </main>
  );
}

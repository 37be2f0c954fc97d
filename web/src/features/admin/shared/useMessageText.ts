import type { MessageRef } from "@app/domain";
import { useCallback } from "react";
import { useTranslation } from "../../../i18n";

/** Renders a domain MessageRef through the `validation` namespace; text (a server message) passes through. */
export function useMessageText(): (message: MessageRef | string) => string {
  const { t } = useTranslation("validation");
  return useCallback(
    (message: MessageRef | string) => (typeof message === "string" ? message : t(message.key, message.params ?? {})),
    [t],
  );
}

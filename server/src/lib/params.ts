import { ID_PATTERN } from "@app/domain";
import { z } from "zod";

export const idSchema = z.string().regex(ID_PATTERN, { error: "invalidInput" });
export const idParams = z.object({ id: idSchema });

import { useState } from "react";

/** The last defined value: a list stays as it is when a later load fails (docs/rules.md "Errors"). */
export function useLastData<T>(data: T | undefined): T | undefined {
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}

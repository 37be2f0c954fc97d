import { Check, Search, X } from "lucide-react";
import { useState } from "react";
import { controlStyles, Field } from "../../../../components/ui/Field";
import { useTranslation } from "../../../../i18n";
import { cn } from "../../../../lib/cn";
import { type UserMatch, useUserSearch } from "../api";
import { useDebouncedValue } from "../useDebouncedValue";

export interface UserPickerProps {
  /** Ids of the chosen users. */
  value: string[];
  onChange(ids: string[]): void;
  /** Already translated ('Please select at least one user'). */
  error?: string;
}

const nameOf = (user: UserMatch) => user.fullName || user.username;

/** Search users as you type (debounced, GET search-users) and pick them; the picks are removable chips. */
export function UserPicker({ value, onChange, error }: UserPickerProps) {
  const { t } = useTranslation("adminNotifications");
  const [query, setQuery] = useState("");
  const q = useDebouncedValue(query.trim());
  const search = useUserSearch(q);
  // Names of everyone picked, for the chips (search results come and go).
  const [known, setKnown] = useState<Record<string, UserMatch>>({});
  const picked = value.flatMap((id) => (known[id] ? [known[id]] : []));

  const toggle = (user: UserMatch) => {
    setKnown((all) => ({ ...all, [user._id]: user }));
    onChange(value.includes(user._id) ? value.filter((id) => id !== user._id) : [...value, user._id]);
  };

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <Field label={t("send.searchUsers")} error={error}>
        {(control) => (
          <div className="relative">
            <input
              {...control}
              type="search"
              placeholder={t("send.searchPlaceholder")}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className={cn(controlStyles, "ps-10")}
            />
            <Search
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
          </div>
        )}
      </Field>
      {q !== "" && (
        <div>
          <p className="mb-2 text-sm text-slate-600" aria-live="polite">
            {search.isFetching
              ? t("send.searching")
              : search.data?.length
                ? t("send.usersFound", { count: search.data.length })
                : t("send.noUsersFound")}
          </p>
          {search.data && search.data.length > 0 && (
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto">
              {search.data.map((user) => {
                const selected = value.includes(user._id);
                return (
                  <li key={user._id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      onClick={() => toggle(user)}
                      className={cn(
                        "flex min-h-11 w-full items-center gap-3 rounded-lg border px-3 py-1.5 text-start",
                        selected ? "border-emerald-300 bg-emerald-50" : "border-slate-200 bg-white hover:bg-slate-100",
                      )}
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold break-words text-slate-900">{nameOf(user)}</span>
                        <span dir="ltr" className="block text-start text-sm break-all text-slate-600">
                          {user.email}
                        </span>
                      </span>
                      {selected && <Check className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <div>
        <p className="text-sm font-semibold text-slate-800">{t("send.selectedUsers", { count: picked.length })}</p>
        {picked.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {picked.map((user) => (
              <li
                key={user._id}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-100 ps-3 text-sm text-emerald-900"
              >
                {nameOf(user)}
                <button
                  type="button"
                  onClick={() => toggle(user)}
                  aria-label={t("send.removeUser", { name: nameOf(user) })}
                  className="grid size-11 place-items-center rounded-full hover:bg-emerald-200"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

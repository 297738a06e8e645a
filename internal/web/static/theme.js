// The page's theme: light, dark, or the system's, chosen on the page and
// remembered. The stylesheet holds the colours of both themes; this module
// only says which applies, as data-theme="light" or "dark" on the root
// element, following the system's preference live while the choice is
// "system".

const STORE = "nanpure.theme";

// themeOf is the theme shown for a choice ("system", "light" or "dark")
// when the system prefers dark or not.
export function themeOf(choice, systemDark) {
  if (choice === "light" || choice === "dark") return choice;
  return systemDark ? "dark" : "light";
}

// startTheme applies the remembered choice and wires the select that
// changes it.
export function startTheme(select) {
  const dark = matchMedia("(prefers-color-scheme: dark)");
  let choice = localStorage.getItem(STORE) || "system";
  const apply = () => {
    select.value = choice;
    document.documentElement.dataset.theme = themeOf(choice, dark.matches);
  };
  select.addEventListener("change", () => {
    choice = select.value;
    localStorage.setItem(STORE, choice);
    apply();
  });
  dark.addEventListener("change", apply);
  apply();
}

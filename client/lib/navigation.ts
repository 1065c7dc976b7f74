/**
 * Lets non-React code (the fetch layer) move the browser. main.tsx plugs in the router so a
 * redirect stays inside the app; until then it falls back to a full page load.
 */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}

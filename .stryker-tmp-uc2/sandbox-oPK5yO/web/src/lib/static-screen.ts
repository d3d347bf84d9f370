/**
 * The page served at /auth carries the app's sign-in screen as HTML inside #root, `inert` so
 * that nothing can be typed into it or submitted before the app has adopted it
 * (web/vite-auth-pages.ts): a form submitted then would go to the server as a GET, password
 * and all. This lets the user at it, once the screen has hydrated or the app has replaced it.
 */
// @ts-nocheck

export function releaseStaticScreen(container: HTMLElement | null = document.getElementById('root')): void {
  container?.removeAttribute('inert');
}

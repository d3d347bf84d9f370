// The only script of the /auth page before its first paint (web/vite-auth-pages.ts). That
// page is the sign-in screen as HTML and CSS; the app's own tags (its entry script and the
// modulepreloads of its chunks) wait in a <template>, where the browser does not fetch them.
// Once a frame has painted they go into <head>, and the app loads and hydrates the screen
// (web/src/app/start-app.tsx). So on a slow connection its 130 KB do not compete with the
// CSS for the first paint, and on a slow phone evaluating them does not delay it.

const appTags = document.getElementById('app-tags');
if (appTags instanceof HTMLTemplateElement) {
  // requestAnimationFrame runs just before a paint; a task queued from it runs after it.
  requestAnimationFrame(() =>
    setTimeout(() => document.head.append(document.importNode(appTags.content, true)), 0),
  );
}

// The one inline script of the /auth page (web/vite-auth-pages.ts writes it into the page),
// here because the web build and both homes' CSP read it (infra/security-headers.ts allows
// exactly these characters by their hash). It starts the app once the sign-in screen is on
// screen: the app's tags (its entry script, the modulepreloads of its chunks, the runtime
// config's preload, the manifest) wait in <template id="app-tags">, where the browser fetches
// nothing, and go into <head> when the browser reports the first contentful paint. So nothing
// but the page and its CSS is fetched before that paint: neither the app's 130 KB nor their
// evaluation delay it, and a script file of its own would be one more request before it
// (docs/architecture/web.md#the-first-paint).
//
// Plain JavaScript in a string, so no build step can change a character of it and break the
// hash. requestAnimationFrame alone is not enough: on a busy phone a task queued from it can
// run before the frame is presented. Without paint timing the app starts just after the first
// frame; with it, one second after that frame at the latest, so a paint never reported does
// not leave the screen without its app.
//
// An email's link (domain/auth-email-link.ts) opens /auth on another screen than the painted
// Sign In (Reset Password with its code, or the confirmation): the script marks the page
// (`data-email-link`, so styles.css keeps the painted Sign In hidden) and starts the app at
// once, so the first screen seen is the link's, never Sign In for the app's start-up time.

/** How long after the first frame the app starts when no contentful paint has been reported. */
export const paintReportWaitMs = 1000;

export const paintFirstScript =
  '(function(){' +
  'var t=document.getElementById("app-tags");if(!(t instanceof HTMLTemplateElement))return;' +
  'var s=false;function go(){if(s)return;s=true;document.head.append(document.importNode(t.content,true))}' +
  'var q=new URLSearchParams(location.search),a=q.get("action");' +
  'if((a==="reset"||a==="confirm")&&q.get("email")&&q.get("code")){' +
  'document.documentElement.setAttribute("data-email-link","");go();return}' +
  'var p=typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0;' +
  'if(p)new PerformanceObserver(function(l,o){' +
  'if(l.getEntriesByName("first-contentful-paint").length===0)return;o.disconnect();go()' +
  '}).observe({type:"paint",buffered:true});' +
  `requestAnimationFrame(function(){setTimeout(go,p?${paintReportWaitMs}:0)})` +
  '})()';

// A confirmation link opens in a new tab, where Amplify has no memory of the sign-up: only
// the tab where the person signed up can sign them in without their password (Amplify's auto
// sign-in keeps it in that page's memory). So the link's tab asks, on a channel of this
// browser and this site only, whether a tab signed up that address; if one answers, it hands
// it the code, and that tab confirms and signs in. The session is the browser's, so the link's
// tab is then signed in too. No answer: the link's tab confirms itself and asks for the password.

const channelName = 'snap-list-shift.sign-up';

/** How long the link's tab waits for the sign-up tab to answer: tabs answer in milliseconds. */
const HANDOFF_ASK_MS = 800;
/** How long it waits for that tab to confirm and sign in (two calls to Cognito). */
const HANDOFF_CONFIRM_MS = 20_000;
/** How long it then waits to see the session that tab stored (milliseconds, as a rule). */
const HANDOFF_SESSION_MS = 5_000;

type Message =
  | { type: 'who-signed-up'; email: string; id: string }
  | { type: 'signed-up-here'; id: string }
  | { type: 'confirm'; email: string; code: string; id: string }
  | { type: 'outcome'; id: string; outcome: HandoffOutcome };

/** `signedIn`: the sign-up tab signed in; `confirmed`: it confirmed, the password is needed. */
export type HandoffOutcome = 'signedIn' | 'confirmed' | 'refused';

const channel = (): BroadcastChannel | undefined =>
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);

/**
 * In the tab that signed `email` up: answers a link's tab for that address, confirms the code
 * it hands over with `confirm` and says how that went. Returns the function that stops it.
 */
export function offerSignUpHandoff(email: string, confirm: (code: string) => Promise<HandoffOutcome>) {
  const open = channel();
  if (!open) return () => undefined;
  open.onmessage = ({ data }: MessageEvent<Message>) => {
    if (data.type === 'who-signed-up' && data.email === email) {
      open.postMessage({ type: 'signed-up-here', id: data.id } satisfies Message);
    } else if (data.type === 'confirm' && data.email === email) {
      void confirm(data.code).then(
        (outcome) => open.postMessage({ type: 'outcome', id: data.id, outcome } satisfies Message),
        () => open.postMessage({ type: 'outcome', id: data.id, outcome: 'refused' } satisfies Message),
      );
    }
  };
  return () => open.close();
}

/**
 * In a link's tab: hands the code to the tab that signed `email` up, if there is one. Undefined
 * when none answered (or it did not finish in time): this tab confirms the code itself.
 */
export function handOffLinkCode(email: string, code: string): Promise<HandoffOutcome | undefined> {
  const open = channel();
  if (!open) return Promise.resolve(undefined);
  const id = `${Date.now()}-${Math.random()}`;
  return new Promise<HandoffOutcome | undefined>((resolve) => {
    let timer = setTimeout(() => resolve(undefined), HANDOFF_ASK_MS);
    open.onmessage = ({ data }: MessageEvent<Message>) => {
      if (data.id !== id) return;
      if (data.type === 'signed-up-here') {
        clearTimeout(timer);
        timer = setTimeout(() => resolve(undefined), HANDOFF_CONFIRM_MS);
        open.postMessage({ type: 'confirm', email, code, id } satisfies Message);
      } else if (data.type === 'outcome') {
        clearTimeout(timer);
        resolve(data.outcome);
      }
    };
    open.postMessage({ type: 'who-signed-up', email, id } satisfies Message);
  }).finally(() => open.close());
}

/**
 * In a link's tab, once the sign-up tab said it signed in: resolves true when this tab sees
 * that session. The message can arrive before the session does: Chromium gives each tab its
 * own copy of localStorage and brings another tab's writes to it a moment later, with a
 * `storage` event. So `signedIn` is asked now and after each such event, and once more at the
 * end of the wait; false means the session never showed here (the password is then needed).
 */
export function sessionFromOtherTab(signedIn: () => Promise<boolean>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const finish = (value: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      window.removeEventListener('storage', check);
      resolve(value);
    };
    function check() {
      void signedIn().then((yes) => {
        if (yes) finish(true);
      });
    }
    const timer = setTimeout(() => void signedIn().then(finish), HANDOFF_SESSION_MS);
    window.addEventListener('storage', check);
    check();
  });
}

// @ts-nocheck
// Stands in for '@aws-amplify/ui-react' (vi.mock): AccountSettings parts that call the props
// the app passes, so a test can press their buttons. The real ones run in the browser tests.

interface DeleteUserProps {
  handleDelete?: (user: { userId: string; username: string }) => Promise<void> | void;
  onSuccess?: () => void;
  onError?: (error: Error) => void;
}

function DeleteUser({ handleDelete, onSuccess, onError }: DeleteUserProps) {
  return (
    <button
      type="button"
      onClick={() => {
        void Promise.resolve(handleDelete?.({ userId: 'user-1', username: 'sam@example.com' })).then(
          () => onSuccess?.(),
          (error: Error) => onError?.(error),
        );
      }}
    >
      Delete Account
    </button>
  );
}

function ChangePassword({ onSuccess }: { onSuccess?: () => void }) {
  return (
    <button type="button" onClick={() => onSuccess?.()}>
      Update password
    </button>
  );
}

export const AccountSettings = { DeleteUser, ChangePassword };

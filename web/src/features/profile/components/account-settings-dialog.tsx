import '@aws-amplify/ui-react/styles.css';
import { AccountSettings } from '@aws-amplify/ui-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { deleteAccount } from '#web/api/delete-account.ts';
import { texts } from '#web/lib/texts.ts';

interface Props {
  onClose: () => void;
  onAccountDeleted: () => void;
}

/**
 * Account settings on @aws-amplify/ui-react's AccountSettings (the design card's package).
 * A lazy chunk: never part of the first screen. Deleting goes through DELETE /api/account,
 * which erases the listings and photos before the Cognito user (docs/design.md#api), and then
 * ends the session here.
 */
export function AccountSettingsDialog({ onClose, onAccountDeleted }: Props) {
  const [passwordChanged, setPasswordChanged] = useState(false);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content account-settings">
          <div className="dialog-header">
            <Dialog.Title className="dialog-title">{texts.accountSettingsTitle}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={texts.close}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{texts.deleteAccountIntro}</Dialog.Description>
          <section aria-labelledby="change-password-title" className="settings-section">
            <h3 id="change-password-title">{texts.changePasswordTitle}</h3>
            <AccountSettings.ChangePassword onSuccess={() => setPasswordChanged(true)} />
            {passwordChanged && (
              <p className="form-notice" role="status">
                {texts.passwordUpdated}
              </p>
            )}
          </section>
          <section aria-labelledby="delete-account-title" className="settings-section">
            <h3 id="delete-account-title">{texts.deleteAccountTitle}</h3>
            <p className="muted">{texts.deleteAccountIntro}</p>
            <AccountSettings.DeleteUser handleDelete={() => deleteAccount()} onSuccess={onAccountDeleted} />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

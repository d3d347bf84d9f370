import { shellTexts } from '#domain/messages.ts';
import '@aws-amplify/ui-react/styles.css';
import { AccountSettings } from '@aws-amplify/ui-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { deleteAccount } from '#web/features/profile/api/delete-account.ts';
import { EbaySection } from './ebay-section';

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
            <Dialog.Title className="dialog-title">{shellTexts.accountSettingsTitle}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={shellTexts.close}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{shellTexts.deleteAccountIntro}</Dialog.Description>
          <section aria-labelledby="change-password-title" className="settings-section">
            <h3 id="change-password-title">{shellTexts.changePasswordTitle}</h3>
            <AccountSettings.ChangePassword onSuccess={() => setPasswordChanged(true)} />
            {passwordChanged && (
              <p className="form-notice" role="status">
                {shellTexts.passwordUpdated}
              </p>
            )}
          </section>
          <EbaySection />
          <section aria-labelledby="delete-account-title" className="settings-section">
            <h3 id="delete-account-title">{shellTexts.deleteAccountTitle}</h3>
            <p className="muted">{shellTexts.deleteAccountIntro}</p>
            <AccountSettings.DeleteUser handleDelete={() => deleteAccount()} onSuccess={onAccountDeleted} />
          </section>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

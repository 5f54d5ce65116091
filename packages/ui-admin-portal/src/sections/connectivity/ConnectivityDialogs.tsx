import { useAdmin } from '../../context';
import { format } from '../../localization';
import { ConfirmDialog } from '../../components/Dialog';
import { NotificationDialog } from './NotificationDialog';
import { WebhookDialog } from './WebhookDialog';
import { useRemoveWebhookDialog } from './useConnectivitySection';

/** Every dialog of the connectivity section (its lazy dialogs chunk): webhook, notification recipients, delete. */
export function ConnectivityDialogs() {
  const { strings } = useAdmin();
  const s = strings.connectivity;
  const { remove, removing, closeDialog, deleteWebhook } = useRemoveWebhookDialog();
  return (
    <>
      <WebhookDialog />
      <NotificationDialog />
      <ConfirmDialog
        name="removeWebhook"
        state={remove}
        onClose={() => closeDialog('remove')}
        title={format(s.deleteDialog.title, { name: removing?.displayName ?? '' })}
        description={s.deleteDialog.body}
        submitLabel={s.deleteDialog.submit}
        danger
        onConfirm={() => remove.target && void deleteWebhook(remove.target)}
      />
    </>
  );
}

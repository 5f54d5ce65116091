import { useId } from 'react';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { Notices } from '../../components/Notice';
import { useProfilePicture } from './useProfileSection';

/** Picture upload: the file is read as a data URL; only image data URLs are sent (the store refuses others). */
export function PictureUpload() {
  const { strings, fields } = useAdmin();
  const s = strings.profile;
  const id = useId();
  const { picture, state, uploadPicture, removePicture } = useProfilePicture();
  const appearance = fields['profile.picture'] ?? 'edit';
  if (appearance === 'hidden') return null;
  const onFile = (file: File | undefined) => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      // The store refuses anything but an image data URL with its own message; no call is made then.
      void uploadPicture(url);
    };
    reader.readAsDataURL(file);
  };
  return (
    <div className="portico-admin-picture">
      {picture ? <img className="portico-admin-avatar" src={picture} alt={s.picture} /> : <span className="portico-admin-avatar" aria-hidden="true" />}
      {appearance === 'edit' && (
        <label htmlFor={id} className="portico-button portico-admin-upload" data-variant="secondary">
          {s.uploadPicture}
          <input id={id} type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="portico-visually-hidden" onChange={(e) => onFile(e.target.files?.[0])} />
        </label>
      )}
      {appearance === 'edit' && picture && (
        <Button variant="secondary" data-danger className="portico-admin-picture-remove" loading={state.status === 'loading'}
          onClick={() => void removePicture()}>{s.removePicture}</Button>
      )}
      <Notices success={state.status === 'success' ? s.pictureUpdated : state.status === 'removed' ? s.pictureRemoved : undefined} error={state.status === 'error' ? state.error : undefined} />
    </div>
  );
}

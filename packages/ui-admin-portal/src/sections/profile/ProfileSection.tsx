import { useEffect, useMemo } from 'react';
import * as z from 'zod/mini';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { AppearanceField, editableValues } from '../../components/AppearanceField';
import { fieldSchemas, useZodForm } from '../../components/form';
import { Notices } from '../../components/Notice';
import { useFormServerError } from '../../components/serverErrors';
import { SectionHeader } from '../../components/SectionHeader';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { PictureUpload } from './PictureUpload';
import { useProfileForm, useProfileSection } from './useProfileSection';

const FIELDS = ['name', 'phoneNumber', 'address', 'jobTitle'] as const;

/** The signed-in user's profile: name, phone, address, job title, picture, change password. */
export default function ProfileSection() {
  const { strings } = useAdmin();
  const { status, error, values, openChangePassword } = useProfileSection();
  return (
    <div className="portico-admin-section" data-section-id="profile" data-status={status}>
      <SectionHeader title={strings.profile.title} description={strings.profile.description} />
      <Notices error={error} />
      <PictureUpload />
      {status === 'ready' && <ProfileForm values={values} />}
      <Button variant="secondary" className="portico-admin-change-password" onClick={() => openChangePassword()}>{strings.profile.changePassword}</Button>
      <ChangePasswordDialog />
    </div>
  );
}

function ProfileForm({ values }: { values: Record<(typeof FIELDS)[number], string> }) {
  const { strings, fields } = useAdmin();
  const s = strings.profile;
  const { save, email, saveProfile } = useProfileForm();
  const schema = useMemo(() => {
    const f = fieldSchemas(strings);
    return z.object({ name: f.required, phoneNumber: f.optional, address: f.optional, jobTitle: f.optional });
  }, [strings]);
  const form = useZodForm(schema, values);
  // Saved values come back into the same form (not a remounted one), so the Save button keeps the keyboard focus.
  useEffect(() => form.reset(values), [form, values]);
  const failed = useFormServerError(form, save.status === 'error' ? save.error : undefined);
  return (
    <form className="portico-admin-form portico-admin-card" data-form="profile" noValidate onSubmit={form.handleSubmit((v) => void saveProfile(editableValues(v, 'profile', fields)))}>
      <p className="portico-admin-muted">{s.fields.email}: {email}</p>
      {FIELDS.map((k) => <AppearanceField key={k} form={form} name={k} appearanceKey={`profile.${k}`} label={s.fields[k]} type={k === 'phoneNumber' ? 'tel' : 'text'} />)}
      <Notices success={save.status === 'success' ? strings.common.saved : undefined} error={failed} />
      <div className="portico-admin-form-actions">
        <Button type="submit" loading={save.status === 'loading'}>{strings.common.save}</Button>
      </div>
    </form>
  );
}

/**
 * The profile form's post, 'save' (spec §5). Everything else Perfil offers
 * (backup, restore, protecting the data, the erases) posts to the data
 * route, routes/dados.
 */
import { storageFailureToast } from '~/components/storage-toast';
import { fieldMessages, invalidFieldsToast } from '~/content/messages';
import { PROFILE_FORM, profileMissingToast, profileSavedToast } from '~/content/profile';
import { isNewUser, validateProfile, type ProfileField } from '~/domain/profile';
import type { Toast } from '~/domain/toast';
import type { FieldErrors } from '~/domain/validation';
import { loadProfile, saveProfile } from '~/storage/profile';

export interface ProfileActionResult {
  ok: boolean;
  toast?: Toast;
  errors?: FieldErrors<ProfileField>;
  /** The profile was saved for the first time. */
  firstSave?: boolean;
}

export function profileAction(form: FormData): ProfileActionResult {
  if (form.get('intent') !== 'save') return { ok: false };
  try {
    const result = validateProfile(Object.fromEntries(form));
    if (!result.ok) {
      const toast = result.missing ? profileMissingToast : invalidFieldsToast;
      return { ok: false, errors: fieldMessages(result.problems, PROFILE_FORM), toast };
    }
    const before = loadProfile();
    saveProfile({ profile: result.value });
    // The first save: the screen shows the next step, to Início's "Hoje".
    return { ok: true, toast: profileSavedToast, firstSave: isNewUser(before) };
  } catch (e) {
    return { ok: false, toast: storageFailureToast(e) };
  }
}

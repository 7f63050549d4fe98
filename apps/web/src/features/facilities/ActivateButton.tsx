import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation } from 'urql';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import { buttonClass } from '../../app/ui/buttonClass';
import { PropertyActivateMutation, type PropertyItem } from './facilities.graphql';

export interface ActivateButtonProps {
  facility: Pick<PropertyItem, 'id' | 'label'>;
  /** After the server agreed (the list asks again). */
  onActivated?: () => void;
}

/** "Activate ad" (SPEC §4): an inactive facility goes back to review. Nothing for the others. */
export function ActivateButton({ facility, onActivated }: ActivateButtonProps) {
  const { t } = useTranslation('facilities');
  const language = useLanguage();
  const handleApiError = useApiErrorHandler();
  const [{ fetching }, activate] = useMutation(PropertyActivateMutation);
  if (facility.label !== 'inactive') return null;

  const submit = async () => {
    const result = await activate({ id: facility.id });
    if (result.error) {
      handleApiError(result.error);
      return;
    }
    showToast(language, {
      type: 'success',
      title: t('mine.activated'),
      key: `facility-${facility.id}`,
    });
    onActivated?.();
  };

  return (
    <button
      type="button"
      className={buttonClass({ type: 'primary' })}
      disabled={fetching}
      onClick={() => void submit()}
    >
      {t('mine.activate')}
    </button>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { Switch } from 'antd';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { useLanguage } from '../../app/i18n/useLanguage';
import {
  NotificationPushSubscribeMutation,
  NotificationPushUnsubscribeMutation,
  NotificationSettingsQuery,
  OfferSubscriptionSetMutation,
} from './notifications.graphql';
import { DeviceList } from './DeviceList';
import {
  currentPushSubscription,
  isPushSupported,
  PushPermissionDenied,
  subscribePush,
  unsubscribePush,
  updatePushLanguage,
} from './push';
import styles from './Notifications.module.css';

const SETTINGS_ID = 'notification-settings';

/**
 * The profile's notification opt-ins (SPEC §2, issue 7 §6/§8): offer notifications (on by
 * default) and web push on this device (hidden where the browser cannot do it); then the
 * devices notifications reach.
 */
export function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const offersLabel = useId();
  const pushLabel = useId();
  const [{ data, error }] = useQuery({ query: NotificationSettingsQuery });
  useApiErrorEffect(error);
  const [offerState, setOffers] = useMutation(OfferSubscriptionSetMutation);
  const [, subscribe] = useMutation(NotificationPushSubscribeMutation);
  const [, unsubscribe] = useMutation(NotificationPushUnsubscribeMutation);
  const [offers, setOffersValue] = useState<boolean>();
  const pushSupported = isPushSupported() && Boolean(data?.notificationPushPublicKey);
  const [push, setPush] = useState(false);
  const [pushBusy, setPushBusy] = useState(false);
  const [pushError, setPushError] = useState<string>();
  // The push mutations change this device: the device list asks again.
  const deviceChange = useMemo(() => ({ additionalTypenames: ['Device'] }), []);

  useEffect(() => {
    if (!isPushSupported()) return;
    let cancelled = false;
    void currentPushSubscription().then((subscription) => {
      if (cancelled) return;
      setPush(Boolean(subscription) && Notification.permission === 'granted');
      if (subscription) void updatePushLanguage(language);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  const saved = () =>
    showToast(language, {
      type: 'success',
      key: 'notification-settings',
      title: t('settings.saved'),
    });

  const toggleOffers = async (subscribed: boolean) => {
    setOffersValue(subscribed);
    const result = await setOffers({ subscribed });
    if (result.error) {
      setOffersValue(!subscribed);
      handleError(result.error);
      return;
    }
    setOffersValue(result.data?.offerSubscriptionSet ?? subscribed);
    saved();
  };

  const togglePush = async (on: boolean) => {
    const key = data?.notificationPushPublicKey;
    if (!key) return;
    setPushBusy(true);
    setPushError(undefined);
    try {
      if (on) {
        const subscription = await subscribePush(key, language);
        const result = await subscribe({ subscription }, deviceChange);
        if (result.error) {
          await unsubscribePush();
          handleError(result.error);
          return;
        }
        setPush(true);
      } else {
        await unsubscribePush();
        const result = await unsubscribe({}, deviceChange);
        if (result.error) handleError(result.error);
        setPush(false);
      }
      saved();
    } catch (failure) {
      setPushError(
        failure instanceof PushPermissionDenied
          ? t('settings.pushDenied')
          : t('settings.pushFailed'),
      );
    } finally {
      setPushBusy(false);
    }
  };

  const offersOn = offers ?? data?.offerSubscribed ?? true;
  return (
    <div className={styles.settingsStack}>
      <section
        id={SETTINGS_ID}
        className={styles.settings}
        aria-labelledby={`${SETTINGS_ID}-title`}
      >
        <h2 id={`${SETTINGS_ID}-title`} className={styles.settingsTitle}>
          {t('settings.title')}
        </h2>
        <div className={styles.setting}>
          <span className={styles.settingLabel}>
            <span id={offersLabel} className={styles.settingName}>
              {t('settings.offers')}
            </span>
            <span className={styles.settingHint}>{t('settings.offersHint')}</span>
          </span>
          <Switch
            aria-labelledby={offersLabel}
            checked={offersOn}
            loading={!data || offerState.fetching}
            disabled={!data}
            onChange={(checked) => void toggleOffers(checked)}
            data-testid="offers-switch"
          />
        </div>
        {pushSupported && (
          <div className={styles.setting}>
            <span className={styles.settingLabel}>
              <span id={pushLabel} className={styles.settingName}>
                {t('settings.push')}
              </span>
              <span className={styles.settingHint}>{t('settings.pushHint')}</span>
              {pushError && (
                <p className={styles.settingError} role="alert">
                  {pushError}
                </p>
              )}
            </span>
            <Switch
              aria-labelledby={pushLabel}
              checked={push}
              loading={pushBusy}
              onChange={(checked) => void togglePush(checked)}
              data-testid="push-switch"
            />
          </div>
        )}
      </section>
      <DeviceList onThisDeviceRemoved={() => setPush(false)} />
    </div>
  );
}

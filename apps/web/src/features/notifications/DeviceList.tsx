import { useMemo, type ComponentType } from 'react';
import { useTranslation } from '../../app/i18n/useTranslation';
import { useMutation, useQuery } from 'urql';
import { Button, Modal } from 'antd';
import AndroidOutlined from '@ant-design/icons/AndroidOutlined';
import AppleOutlined from '@ant-design/icons/AppleOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import WindowsOutlined from '@ant-design/icons/WindowsOutlined';
import { isLanguage } from '@dawa/shared/language';
import { useApiErrorEffect } from '../../app/errors/useApiErrorEffect';
import { useApiErrorHandler } from '../../app/errors/useApiErrorHandler';
import { showToast } from '../../app/feedback/toast';
import { formatListDate, formatRelativeTime } from '../../app/format/format';
import { useLanguage } from '../../app/i18n/useLanguage';
import { EmptyState } from '../../app/ui/EmptyState';
import { LoadError } from '../../app/ui/LoadError';
import { SkeletonBar } from '../../app/ui/SkeletonBar';
import { visuallyHidden } from '../../app/ui/visuallyHidden';
import { DeviceRemoveMutation, DevicesQuery, type DeviceItem } from './notifications.graphql';
import { unsubscribePush } from './push';
import styles from './Notifications.module.css';

const DEVICES_ID = 'devices';

export interface DeviceListProps {
  /** This browser was removed: its push subscription is gone too. */
  onThisDeviceRemoved: () => void;
}

/** The icon of a device: its system's, else a browser's or an app's. */
function iconOf(device: DeviceItem): ComponentType {
  switch (device.system) {
    case 'android':
      return AndroidOutlined;
    case 'ios':
    case 'macOs':
      return AppleOutlined;
    case 'windows':
      return WindowsOutlined;
    case 'linux':
    case 'chromeOs':
      return DesktopOutlined;
    default:
      return device.platform === 'web' ? GlobalOutlined : MobileOutlined;
  }
}

/**
 * The profile's list of the devices the user is signed in on (SPEC §3 deviceTokens): each with
 * its name, language, last activity and notification state, and a way to remove it.
 */
export function DeviceList({ onThisDeviceRemoved }: DeviceListProps) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const handleError = useApiErrorHandler();
  const [modal, contextHolder] = Modal.useModal();
  // A push switch changes a device too (its mutations name Device), even in an empty list.
  const context = useMemo(() => ({ additionalTypenames: ['Device'] }), []);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: DevicesQuery,
    requestPolicy: 'cache-and-network',
    context,
  });
  useApiErrorEffect(error);
  const [, removeDevice] = useMutation(DeviceRemoveMutation);

  const nameOf = (device: DeviceItem): string => {
    const browser = device.browser && t(`devices.browsers.${device.browser}`);
    const system = device.system && t(`devices.systems.${device.system}`);
    if (device.platform !== 'web')
      return system ? t('devices.name.appOnSystem', { system }) : t('devices.name.app');
    if (browser && system) return t('devices.name.browserOnSystem', { browser, system });
    if (system) return t('devices.name.browserOnlySystem', { system });
    return browser || t('devices.name.web');
  };

  const confirmRemove = (device: DeviceItem) => {
    const name = nameOf(device);
    void modal.confirm({
      title: t('devices.confirmTitle', { name }),
      content: device.current ? t('devices.confirmThisText') : t('devices.confirmText'),
      okText: t('devices.remove'),
      okButtonProps: { danger: true },
      cancelText: t('devices.cancel'),
      autoFocusButton: 'cancel',
      onOk: async () => {
        const result = await removeDevice({ id: device.id });
        if (result.error) {
          handleError(result.error);
          return;
        }
        if (device.current) {
          // The server forgot the subscription; the browser lets go of it too.
          await unsubscribePush().catch(() => undefined);
          onThisDeviceRemoved();
        }
        showToast(language, {
          type: 'success',
          key: `device-removed-${device.id}`,
          title: t('devices.removed'),
        });
      },
    });
  };

  const devices = data?.devices;
  return (
    <section
      id={DEVICES_ID}
      className={styles.settings}
      aria-labelledby={`${DEVICES_ID}-title`}
      aria-busy={!devices && fetching}
    >
      {contextHolder}
      <h2 id={`${DEVICES_ID}-title`} className={styles.settingsTitle}>
        {t('devices.title')}
      </h2>
      <p className={styles.devicesIntro}>{t('devices.intro')}</p>
      {devices ? (
        devices.length === 0 ? (
          <EmptyState>
            <p>{t('devices.empty')}</p>
          </EmptyState>
        ) : (
          <ul className={styles.devices}>
            {devices.map((device) => {
              const Icon = iconOf(device);
              const name = nameOf(device);
              const deviceLanguage = isLanguage(device.language) ? device.language : language;
              return (
                <li key={device.id} className={styles.device} data-testid="device">
                  <span className={styles.deviceIcon} aria-hidden>
                    <Icon />
                  </span>
                  <div className={styles.deviceText}>
                    <p className={styles.deviceName}>
                      <span>{name}</span>
                      {device.current && (
                        <span className={styles.thisDevice}>{t('devices.thisDevice')}</span>
                      )}
                    </p>
                    <p className={styles.meta}>
                      <span>
                        {t('devices.language', {
                          language: t(`devices.languages.${deviceLanguage}`),
                        })}
                      </span>
                      <time dateTime={device.lastSeenAt}>
                        {t('devices.lastActive', {
                          time: formatRelativeTime(device.lastSeenAt, language),
                        })}
                      </time>
                      <time dateTime={device.createdAt}>
                        {t('devices.added', { date: formatListDate(device.createdAt, language) })}
                      </time>
                    </p>
                    <p className={styles.deviceStates}>
                      <span className={device.push ? styles.stateOn : styles.stateOff}>
                        {device.push ? t('devices.push.on') : t('devices.push.off')}
                      </span>
                      <span className={device.offerSubscribed ? styles.stateOn : styles.stateOff}>
                        {device.offerSubscribed ? t('devices.offers.on') : t('devices.offers.off')}
                      </span>
                    </p>
                  </div>
                  <Button
                    className={styles.deviceRemove}
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('devices.removeOf', { name })}
                    onClick={() => confirmRemove(device)}
                  >
                    {t('devices.remove')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      ) : error ? (
        <LoadError
          message={t('devices.error')}
          action={
            <Button onClick={() => reexecute({ requestPolicy: 'network-only' })}>
              {t('devices.retry')}
            </Button>
          }
        />
      ) : (
        <div className={styles.devicesLoading}>
          <SkeletonBar inlineSize="60%" blockSize={18} />
          <SkeletonBar inlineSize="85%" />
          <SkeletonBar inlineSize="45%" blockSize={18} />
          <SkeletonBar inlineSize="80%" />
          <p className={visuallyHidden} role="status">
            {t('devices.loading')}
          </p>
        </div>
      )}
    </section>
  );
}

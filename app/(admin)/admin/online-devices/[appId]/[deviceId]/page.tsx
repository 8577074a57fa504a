import {
  DevicePage,
  deviceMetadata,
  type DevicePageProps,
} from '@/components/devices/device-page/device-page';

export const generateMetadata = deviceMetadata;

export default function AdminDevicePage({ params }: DevicePageProps) {
  return <DevicePage params={params} admin />;
}

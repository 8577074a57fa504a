import {
  DevicePage,
  deviceMetadata,
  type DevicePageProps,
} from '@/components/devices/device-page/device-page';
import { deviceFirstAnswer } from '@/lib/server/first-render/device-page';

export const generateMetadata = deviceMetadata;

export default function AdminDevicePage({ params }: DevicePageProps) {
  return <DevicePage params={params} admin firstAnswer={deviceFirstAnswer} />;
}

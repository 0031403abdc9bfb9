import { ClinicProfileScreen } from '../app/ClinicProfileScreen';

/** Route entry of /clinic/:id. */
export default function ProfilePage() {
  return <ClinicProfileScreen source="public" countEvents />;
}

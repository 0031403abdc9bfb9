import { ClinicProfileScreen } from '../app/clinic-profile-screen';

/** Route entry of /clinic/:id. */
export default function ProfilePage() {
  return (
    <ClinicProfileScreen source="public" countEvents />
  );
}

import { ClinicProfileScreen } from '../app/clinic-profile-screen';

/** Route entry of /clinic_test/:id: the same profile, fed from the alternative data source (GET /test/:id). */
export default function TestProfilePage() {
  return (
    <ClinicProfileScreen source="test" countEvents={false} />
  );
}

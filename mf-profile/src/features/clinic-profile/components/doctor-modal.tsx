import styled from '@directpay/shared-ui/styled';
import { Modal, theme } from '@directpay/shared-ui';
import { VerifiedProviderMark } from '@directpay/shared-ui/provider-mark';
import { imageAtWidth, type Doctor } from '@directpay/contracts';
import { useMessages } from '#src/messages';
import type { MessageKey } from '#src/lib/form-words';

/** 'Dr. Ana Reyes, DDS' (the degree only when known). */
export function doctorName(d: Pick<Doctor, 'firstname' | 'lastname' | 'degree'>): string {
  const name = `Dr. ${d.firstname} ${d.lastname}`.trim();
  return d.degree?.trim() ? `${name}, ${d.degree.trim()}` : name;
}

const Photo = styled.img<{ $size: string }>`
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: 50%;
  object-fit: cover;
  background: ${theme.colors.subtle};
`;

const Initials = styled.span<{ $size: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${(p) => p.$size};
  height: ${(p) => p.$size};
  border-radius: 50%;
  background: ${theme.colors.brandLight};
  color: ${theme.colors.brandDark};
  font-weight: 700;
  font-size: 1.25rem;
`;

/** The doctor's photo, or their initials when none was uploaded. */
export function DoctorPhoto({ doctor, size }: { doctor: Doctor; size: string }) {
  const t = useMessages();
  if (doctor.imgUrl) return <Photo $size={size} src={imageAtWidth(doctor.imgUrl, 400)} alt={t('doctor.photoAlt', { name: doctorName(doctor) })} />;
  return (
    <Initials $size={size} aria-hidden="true">
      {`${doctor.firstname.charAt(0)}${doctor.lastname.charAt(0)}`.toUpperCase()}
    </Initials>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  .specialty { margin: 0; color: ${theme.colors.muted}; }
  dl { width: 100%; margin: 0; display: grid; grid-template-columns: max-content 1fr; gap: 0.4rem 1rem; }
  dt { font-weight: 700; }
  dd { margin: 0; }
  .about { margin: 0; white-space: pre-line; align-self: stretch; }
`;

/** Education facts shown only when the doctor has them. */
function facts(d: Doctor): [MessageKey, string][] {
  const rows: [MessageKey, string | number | null][] = [
    ['doctor.medicalSchool', d.medicalSchool],
    ['doctor.yearGraduated', d.yearGraduated],
    ['doctor.residency', d.residency],
    ['doctor.boardCertifications', d.boardCertifications],
  ];
  return rows.filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== '').map(([k, v]) => [k, String(v)]);
}

export function DoctorModal({ doctor, onClose }: { doctor: Doctor | null; onClose: () => void }) {
  const t = useMessages();
  return (
    <Modal open={doctor !== null} onOpenChange={(o) => !o && onClose()} title={doctor ? doctorName(doctor) : ''} closeLabel={t('common.close')}>
      {doctor && (
        <Body>
          <DoctorPhoto doctor={doctor} size="8rem" />
          {doctor.specialty && (
            <p className="specialty" translate="no">
              {doctor.specialty}
            </p>
          )}
          <VerifiedProviderMark mark={doctor.verifiedProvider} />
          {facts(doctor).length > 0 && (
            <dl>
              {facts(doctor).map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{t(label)}</dt>
                  <dd translate="no">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {doctor.description?.trim() && (
            <p className="about" translate="no">
              {doctor.description}
            </p>
          )}
        </Body>
      )}
    </Modal>
  );
}

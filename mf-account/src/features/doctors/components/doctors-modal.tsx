import { useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { endpoints, type Doctor, type OwnerClinic } from '@directpay/contracts';
import { Button, Modal, theme } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { deleteDoctor } from '../api/delete-doctor';
import { draftFromDoctor, newDoctorDraft, type DoctorDraft } from '../lib/doctor-draft';
import { DoctorWizard } from './doctor-wizard';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 1rem;
  th, td { text-align: left; padding: 0.5rem 0.375rem; border-bottom: 1px solid ${theme.colors.border}; vertical-align: middle; }
  td.actions { white-space: nowrap; text-align: right; }
  td.actions button { min-height: 2rem; padding: 0.25rem 0.5rem; }
  @media (max-width: 560px) { .school { display: none; } }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** 'Clinic location doctors' (spec section 2); `clinic` is re-read from the list after each change. */
export function DoctorsModal({ clinic, onClose }: { clinic: OwnerClinic; onClose: () => void }) {
  const [editing, setEditing] = useState<DoctorDraft | null>(null);
  const [deleting, setDeleting] = useState<Doctor | null>(null);
  const remove = useApiMutation({
    mutationFn: (doctor: Doctor) => deleteDoctor(clinic.id, doctor.id),
    // The doctors shown are the clinic list's.
    invalidates: [endpoints.listOwnerClinics],
    successNotice: 'Doctor deleted.',
    errorNotice: (error) => `The doctor could not be deleted: ${error.message}`,
    onSuccess: () => setDeleting(null),
  });

  return (
    <>
      <Modal open={!editing && !deleting} onOpenChange={(open) => !open && onClose()} title="Clinic location doctors" description={`Doctors of ${clinic.detail.name}`} width="42rem">
        <p>{clinic.detail.name}</p>
        {clinic.doctors.length === 0 ? (
          <p>No doctors yet. Add the doctors who work at this location so patients can get to know them.</p>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">First name</th>
                <th scope="col">Last name</th>
                <th scope="col" className="school">Medical school</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {clinic.doctors.map((doctor) => (
                <tr key={doctor.id}>
                  <td>{doctor.title}</td>
                  <td>{doctor.firstname}</td>
                  <td>{doctor.lastname}</td>
                  <td className="school">{doctor.medicalSchool}</td>
                  <td className="actions">
                    <Button $variant="ghost" aria-label={`Edit doctor ${doctor.firstname} ${doctor.lastname}`} onClick={() => setEditing(draftFromDoctor(doctor))}>
                      Edit doctor
                    </Button>
                    <Button $variant="ghost" aria-label={`Delete doctor ${doctor.firstname} ${doctor.lastname}`} onClick={() => setDeleting(doctor)}>
                      Delete doctor
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Footer>
          <Button $variant="secondary" onClick={onClose}>
            Done
          </Button>
          <Button onClick={() => setEditing(newDoctorDraft())}>Add doctor</Button>
        </Footer>
      </Modal>
      {editing && <DoctorWizard clinicId={clinic.id} initial={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message="Are you sure you want to delete this doctor?"
        // Busy while open: a closing dialog reads 'Delete' again while the list is read anew.
        busy={deleting !== null && remove.pending}
        onConfirm={() => {
          if (deleting) void remove.run(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

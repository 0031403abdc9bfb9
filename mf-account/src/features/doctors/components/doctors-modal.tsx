import { Fragment, useState } from 'react';
import styled from '@directpay/shared-ui/styled';
import { endpoints, type Doctor, type OwnerClinic } from '@directpay/contracts';
import { Button, Modal, theme } from '@directpay/shared-ui';
import { useApiMutation } from '@directpay/shared-ui/mutation';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { deleteDoctor } from '../api/delete-doctor';
import { draftFromDoctor, newDoctorDraft, type DoctorDraft } from '../lib/doctor-draft';
import { DoctorWizard } from './doctor-wizard';
import { useMessages } from '#src/features/doctors/messages';
import { NpiCheckStatus } from '#src/components/npi-check/npi-check-status';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 1rem;
  th, td { text-align: left; padding: 0.5rem 0.375rem; border-bottom: 1px solid ${theme.colors.border}; vertical-align: middle; }
  td.actions { white-space: nowrap; text-align: right; }
  td.actions button { min-height: 2rem; padding: 0.25rem 0.5rem; }
  tr:has(+ tr.npi) > * { border-bottom: none; }
  tr.npi td { padding-top: 0; }
  /* A phone may scroll the table sideways: the check's words stay within the first screen's width. */
  tr.npi p { max-width: calc(100vw - 6rem); }
  @media (max-width: 560px) { .school { display: none; } }
`;

const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** 'Clinic location doctors' (spec section 2); `clinic` is re-read from the list after each change. */
export function DoctorsModal({ clinic, onClose }: { clinic: OwnerClinic; onClose: () => void }) {
  const t = useMessages();
  const [editing, setEditing] = useState<DoctorDraft | null>(null);
  const [deleting, setDeleting] = useState<Doctor | null>(null);
  const remove = useApiMutation({
    mutationFn: (doctor: Doctor) => deleteDoctor(clinic.id, doctor.id),
    // The doctors shown are the clinic list's.
    invalidates: [endpoints.listOwnerClinics],
    successNotice: t('doctors.deleted'),
    errorNotice: (error) => t('doctors.deleteFailed', { reason: error.message }),
    onSuccess: () => setDeleting(null),
  });

  return (
    <>
      <Modal open={!editing && !deleting} onOpenChange={(open) => !open && onClose()} title={t('doctors.title')} description={t('doctors.description', { clinic: clinic.detail.name })} width="42rem">
        <p translate="no">{clinic.detail.name}</p>
        {clinic.doctors.length === 0 ? (
          <p>{t('doctors.none')}</p>
        ) : (
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('doctors.colTitle')}</th>
                <th scope="col">{t('doctors.colFirstName')}</th>
                <th scope="col">{t('doctors.colLastName')}</th>
                <th scope="col" className="school">
                  {t('doctors.colSchool')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('doctors.colActions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {clinic.doctors.map((doctor) => (
                <Fragment key={doctor.id}>
                  <tr>
                    <td translate="no">{doctor.title}</td>
                    <td translate="no">{doctor.firstname}</td>
                    <td translate="no">{doctor.lastname}</td>
                    <td className="school" translate="no">
                      {doctor.medicalSchool}
                    </td>
                    <td className="actions">
                      <Button $variant="ghost" aria-label={t('doctors.editLabel', { name: `${doctor.firstname} ${doctor.lastname}` })} onClick={() => setEditing(draftFromDoctor(doctor))}>
                        {t('doctors.edit')}
                      </Button>
                      <Button $variant="ghost" aria-label={t('doctors.deleteLabel', { name: `${doctor.firstname} ${doctor.lastname}` })} onClick={() => setDeleting(doctor)}>
                        {t('doctors.delete')}
                      </Button>
                    </td>
                  </tr>
                  {doctor.npiCheck && (
                    // A row of its own under the doctor's, so a phone keeps the table's columns.
                    <tr className="npi">
                      <td colSpan={5}>
                        <NpiCheckStatus check={doctor.npiCheck} subject="doctor" listingState={clinic.address.state} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </Table>
        )}
        <Footer>
          <Button $variant="secondary" onClick={onClose}>
            {t('doctors.done')}
          </Button>
          <Button onClick={() => setEditing(newDoctorDraft())}>{t('doctors.add')}</Button>
        </Footer>
      </Modal>
      {editing && (
        <DoctorWizard
          clinicId={clinic.id}
          initial={editing}
          // Read from the list each time, so a pending check turns verified while the wizard is open.
          npi={{ npiCheck: clinic.doctors.find((doctor) => doctor.id === editing.id)?.npiCheck, listingState: clinic.address.state }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={t('doctors.confirmDelete')}
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

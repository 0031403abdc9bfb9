import { CategoryStep } from './steps/CategoryStep';
import { DetailsStep } from './steps/DetailsStep';
import { ImagesStep } from './steps/ImagesStep';
import { AddressStep } from './steps/AddressStep';
import { DescriptionStep } from './steps/DescriptionStep';
import { NamedListStep } from './steps/NamedListStep';
import { ServicesStep } from './steps/ServicesStep';
import { HoursStep } from './steps/HoursStep';
import { ConfirmStep } from './steps/ConfirmStep';

/** The wizard's steps in the spec's order (section 2). */
export function WizardStep({ step }: { step: number }) {
  switch (step) {
    case 1:
      return <CategoryStep />;
    case 2:
      return <DetailsStep />;
    case 3:
      return <ImagesStep />;
    case 4:
      return <AddressStep />;
    case 5:
      return <DescriptionStep />;
    case 6:
      return (
        <NamedListStep name="insurances" title="Which insurances do you accept?" noun="insurance" hint="Optional. Patients paying cash do not need insurance; list any plans you also accept." />
      );
    case 7:
      return <ServicesStep />;
    case 8:
      return <NamedListStep name="specialties" title="What are your specialties?" noun="specialty" hint="Optional." />;
    case 9:
      return <HoursStep />;
    default:
      return <ConfirmStep />;
  }
}

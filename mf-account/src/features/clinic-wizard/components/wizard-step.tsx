import { CategoryStep } from './steps/category-step';
import { DetailsStep } from './steps/details-step';
import { ImagesStep } from './steps/images-step';
import { AddressStep } from './steps/address-step';
import { DescriptionStep } from './steps/description-step';
import { NamedListStep } from './steps/named-list-step';
import { ServicesStep } from './steps/services-step';
import { HoursStep } from './steps/hours-step';
import { ConfirmStep } from './steps/confirm-step';

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
      return <NamedListStep name="insurances" />;
    case 7:
      return <ServicesStep />;
    case 8:
      return <NamedListStep name="specialties" />;
    case 9:
      return <HoursStep />;
    default:
      return <ConfirmStep />;
  }
}

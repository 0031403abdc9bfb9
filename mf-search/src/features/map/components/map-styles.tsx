import { createGlobalStyle } from '@directpay/shared-ui/styled';
import { theme } from '@directpay/shared-ui';

/** Looks of the div-icon markers (Leaflet renders them outside React). */
export const MapStyles = createGlobalStyle`
  .dp-marker { background: none; border: none; }
  .dp-marker:focus-visible { outline: 2px solid ${theme.colors.focus}; border-radius: 50%; }
  .dp-clinic-marker svg { display: block; filter: drop-shadow(0 1px 2px rgb(0 0 0 / 0.35)); }
  .dp-cluster-marker span {
    display: grid;
    place-items: center;
    border-radius: 50%;
    background: ${theme.colors.brand};
    color: #fff;
    font-weight: 700;
    font-size: 0.875rem;
    border: 3px solid rgb(255 255 255 / 0.85);
    box-shadow: 0 0 0 4px rgb(15 118 110 / 0.3);
  }
  .dp-user-marker span {
    display: block;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: ${theme.colors.focus};
    border: 3px solid #fff;
    box-shadow: 0 0 0 6px rgb(37 99 235 / 0.25);
  }
`;

import styled from '@directpay/shared-ui/styled';
import { media, theme } from '@directpay/shared-ui';

// Where, category, service, billing code, sort: one row on a wide screen, two on a narrow desktop.
export const Toolbar = styled.div`
  display: grid;
  grid-template-columns: minmax(14rem, 1.4fr) repeat(2, minmax(9rem, 1fr)) minmax(12rem, 1.2fr) minmax(9rem, 1fr);
  gap: 0.75rem;
  align-items: end;
  margin-bottom: 1rem;
  @media (max-width: 1199px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.mobile} {
    grid-template-columns: 1fr auto;
    padding: 0.75rem;
    margin: 0;
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(20rem, 2fr) 3fr;
  gap: 1rem;
  align-items: start;
`;

/** The desktop list scrolls beside the map, as tall as it. */
export const ListColumn = styled.section`
  height: 750px;
  overflow: auto;
  padding-right: 0.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  scrollbar-gutter: stable;
`;

export const SheetTop = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding-bottom: 0.75rem;
  margin-bottom: 0.75rem;
  border-bottom: 1px solid ${theme.colors.border};
`;

/** The sheet covers the lower part of the window: leave room to scroll past it. */
export const MobilePage = styled.div`
  padding-bottom: 20vh;
`;

import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@stallions/shared-i18n';
import styled from 'styled-components';

// Off-screen rather than display:none, which many bots skip. People never reach it: hidden from assistive
// technology, out of the tab order, no autofill.
const Trap = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('pages');
  return (
    <Trap aria-hidden="true" data-testid="honeypot">
      <label htmlFor={id}>{t('getInvolved.form.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </Trap>
  );
}

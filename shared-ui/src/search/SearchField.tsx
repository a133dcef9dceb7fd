// The site's search box, the same in the header's search panel and on the search page: a visible label over
// a pill-shaped input, 48 px high (a comfortable touch target on phones).
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  flex: 1 1 16rem;
`;

const Label = styled.label`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Input = styled.input`
  min-block-size: 48px;
  padding-inline: ${({ theme }) => theme.space[4]};
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  &:focus-visible {
    outline-offset: 2px;
  }
`;

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: string;
}

export const SearchField = forwardRef<HTMLInputElement, SearchFieldProps>(function SearchField(
  { label, ...input },
  ref,
) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input ref={ref} id={id} type="search" {...input} />
    </Field>
  );
});

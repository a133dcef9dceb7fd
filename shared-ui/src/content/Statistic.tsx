import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-inline-start: ${({ theme }) => theme.space[4]};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
`;

const Value = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['5xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  font-variant-numeric: tabular-nums;
  color: inherit;
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: var(--muted-color, ${({ theme }) => theme.colors.textMuted});
`;

export interface StatisticProps {
  value: string;
  label: string;
}

/** A key figure, e.g. "1000" + "members". */
export function Statistic({ value, label }: StatisticProps) {
  return (
    <Root data-testid="statistic">
      <Value>{value}</Value>
      <Label>{label}</Label>
    </Root>
  );
}

// What a form's page does for its form on the server: it reads the outcome the render server rendered it with
// (useFormPost: a failed post's errors and values, or the confirmation), titles the page (a failed post's title
// starts with "Error: ", the GOV.UK pattern) and gives its island the props that hold both, with the address the
// form posts to: this very page, in its language. FormBlock is the form's part of its page: its heading, its lead
// and its island.
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { Island, SectionHeading, useFormPost, usePageMeta } from '@stallions/shared-ui';
import { localizePath, useLocale, useLocation } from '@stallions/shared-router';
import { useTranslation } from '@stallions/shared-i18n';
import type { FormPostResult } from '@stallions/shared-config/actions';
import { draftKeys } from '../forms/draft';
import { DonationEarlySummary, JoinEarlySummary } from '../forms/early-summaries';
import { formTranslations } from '../forms/translations';

export interface FormIslandProps {
  action: string;
  post?: FormPostResult;
}

export function useFormPage({ title, description }: { title: string; description: string }): FormIslandProps {
  const { t } = useTranslation('pages');
  const post = useFormPost();
  const { pathname } = useLocation();
  const { lng } = useLocale();
  usePageMeta({
    title: post?.kind === 'failed' ? `${t('getInvolved.form.errorTitlePrefix')}${title}` : title,
    description,
  });
  return { action: localizePath(lng, pathname), ...(post ? { post } : {}) };
}

/** Each form's island: its export in islands.ts, its draft's key and its early error summary. */
const formIslands = {
  join: { name: 'joinForm', resumeKey: draftKeys.join, EarlySummary: JoinEarlySummary },
  donate: { name: 'donationForm', resumeKey: draftKeys.donation, EarlySummary: DonationEarlySummary },
} as const satisfies Record<keyof typeof formTranslations, unknown>;

const Lead = styled.p`
  margin-block-end: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A form on its page: its heading (`titleId`, which names the form), its lead (`getInvolved.<form>.form.title` and
 * `.intro`) and its island with `page`'s props (useFormPage's). The page gives the form's component: its code
 * holds its own form only. The early summary is left out after a post: the page then shows the server's.
 */
export function FormBlock({
  form,
  component,
  titleId,
  page,
}: {
  form: keyof typeof formIslands;
  component: ComponentType<FormIslandProps & { titleId: string }>;
  titleId: string;
  page: FormIslandProps;
}) {
  const { t } = useTranslation('pages');
  const { name, resumeKey, EarlySummary } = formIslands[form];
  return (
    <>
      <SectionHeading id={titleId}>{t(`getInvolved.${form}.form.title`)}</SectionHeading>
      <Lead>{t(`getInvolved.${form}.form.intro`)}</Lead>
      <Island
        remote="getInvolved"
        name={name}
        component={component}
        props={{ titleId, ...page }}
        translations={formTranslations[form]}
        resumeKey={resumeKey}
        earlySummary={page.post ? undefined : <EarlySummary />}
      />
    </>
  );
}

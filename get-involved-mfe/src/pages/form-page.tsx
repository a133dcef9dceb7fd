// What a form's page does for its form on the server: it reads the outcome the render server rendered it with
// (useFormPost: a failed post's errors and values, or the confirmation), titles the page (a failed post's title
// starts with "Error: ", the GOV.UK pattern) and gives its island the props that hold both, with the address the
// form posts to: this very page, in its language.
import { useFormPost, usePageMeta } from '@stallions/shared-ui';
import { localizePath, useLocale, useLocation } from '@stallions/shared-router';
import { useTranslation } from '@stallions/shared-i18n';
import type { FormPostResult } from '@stallions/shared-config/actions';

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

// Standalone: the team runs its section alone on its own port, in a minimal host page.
import { renderStandalone } from '@stallions/shared-ui/standalone';
import SectionRoutes from './routes';

renderStandalone({ remote: 'news', Routes: SectionRoutes });

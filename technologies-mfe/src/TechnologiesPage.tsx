import {
  DESCRIPTION_MAX_LENGTH,
  graphemeLength,
  resourcePage,
  technologies,
  type AdoptionLevel,
} from '@sistema/shared';
import { AdoptionBadge } from './components/AdoptionBadge.tsx';
import { DescriptionCounter, DescriptionLeftAnnouncer } from './components/DescriptionCounter.tsx';

/**
 * 'Gestión de Tecnologías': the page the remote exposes, the kit's page for its resource with the
 * two things its screen does differently: the adoption level's colour, and the description's
 * live counter.
 */
export default resourcePage(technologies, {
  cells: {
    adoptionLevel: (record) => <AdoptionBadge level={record.adoption_level as AdoptionLevel} />,
  },
  fields: {
    // The counter is the field's hint, so a screen reader reads it with the textarea; the
    // announcer stays outside it, so it is not read on every key. Characters as a person counts
    // them, like the contract's schema and the input's cap.
    description: {
      hint: (value) => (
        <DescriptionCounter length={graphemeLength(value)} max={DESCRIPTION_MAX_LENGTH} />
      ),
      after: (value) => (
        <DescriptionLeftAnnouncer length={graphemeLength(value)} max={DESCRIPTION_MAX_LENGTH} />
      ),
    },
  },
});

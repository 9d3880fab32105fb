import { CardGrid, TrainingCard } from '@/components/course-card';
import { useTrainingCamps } from '../api/get-training-camps';
import { HomeSection } from './home-section';

/** 训练营: online, offline and trial camps. */
export function TrainingSection() {
  const query = useTrainingCamps();
  const camps = query.data ?? [];
  return (
    <HomeSection
      title="训练营"
      subtitle="名师带教，陪伴式成长"
      more={{ to: '/trainingCamp' }}
      query={query}
      empty={query.isSuccess && camps.length === 0}
    >
      <CardGrid>
        {camps.map((camp) => (
          <TrainingCard key={camp.id} camp={camp} />
        ))}
      </CardGrid>
    </HomeSection>
  );
}

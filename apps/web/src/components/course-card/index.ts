export { CardGrid, CardGridSkeleton } from './card-grid';
export { CourseCard } from './course-card';
export { type PriceKind, type PriceView, priceView } from './price-view';
export { TrainingCard } from './training-card';
export { YoukeCard } from './youke-card';

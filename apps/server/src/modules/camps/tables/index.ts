// Camps' tables are a folder, not one file: exams' tables refer to a camp (`trainings`) and camps'
// exam passes refer to an exam, and separate files keep that pair of references from being a cycle.
export * from './camps.js';
export * from './checkins.js';
export * from './exam-passes.js';
export * from './waitlist.js';

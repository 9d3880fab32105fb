/** Shapes of the marketing pages' static copy. */
export interface Feature {
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface Faq {
  question: string;
  answer: string;
}

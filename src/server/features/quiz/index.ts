/** The quiz's page with its sample in the HTML (issue 31), which the static site serves at /quiz (app.ts wires it). */
export { quizPage } from './quiz-page';

/** The quiz's page with its sample in the HTML, which the static site serves at /quiz (app.ts wires it). */
export { quizPage } from './quiz-page';

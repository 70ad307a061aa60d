import { quizQuestionsResponseSchema, quizResultSchema, quizSubmitSchema } from '../schemas/quiz';
import { endpoint } from './endpoint';

/** The entrance-exam quiz (spec 01 §2 Quiz, §7): questions without answers, scored on the server. */
export const quizApi = {
  questions: endpoint({
    method: 'GET',
    path: '/api/quiz/questions',
    responses: { 200: quizQuestionsResponseSchema },
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/quiz/submit',
    body: quizSubmitSchema,
    responses: { 200: quizResultSchema },
  }),
};

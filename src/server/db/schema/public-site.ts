import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The true/false bank of the entrance-exam quiz. `answer` never leaves the server before scoring. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key for the idempotent seed. */
    slug: text('slug').notNull(),
    question: text('question').notNull(),
    answer: boolean('answer').notNull(),
    explanation: text('explanation').notNull(),
    topic: text('topic').notNull().default('trend-following'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quiz_questions_slug_idx').on(t.slug)],
);

/** A scored attempt. `nonce` comes from the signed attempt token and makes each token single-use. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nonce: text('nonce').notNull(),
    email: text('email'),
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    answers: jsonb('answers').$type<boolean[]>().notNull(),
    score: integer('score').notNull(),
    totalQuestions: integer('total_questions').notNull(),
    percentage: integer('percentage').notNull(),
    emailSent: boolean('email_sent').notNull().default(false),
    ipAddress: text('ip_address'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_nonce_idx').on(t.nonce),
    index('quiz_attempts_completed_idx').on(t.completedAt),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  initials: text('initials').notNull(),
  role: text('role').notNull(),
  content: text('content').notNull(),
  rating: integer('rating').notNull(),
  verified: boolean('verified').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(100),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

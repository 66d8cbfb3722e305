import { fireEvent, render, screen, within } from '@testing-library/react';
import type { SolvedExamQuestion } from '@/lib/types';
import { QuestionResult } from './question-result';
import { ExamWords } from '@/components/exam/exam-words';

const options = (['A', 'B', 'C', 'D', 'E'] as const).map((key) => ({ key, text: `Option ${key}` }));
const question = (answer: SolvedExamQuestion['answer']): SolvedExamQuestion => ({
  id: 7,
  number: 3,
  sectionId: 1,
  text: 'Choose the right word.',
  options,
  answer,
  correctAnswer: 'B',
  type: 'vocabulary',
  explanation: null,
});

const renderQuestion = (answer: SolvedExamQuestion['answer'], flagged = false) =>
  render(
    <ol>
      <QuestionResult question={question(answer)} flagged={flagged} />
    </ol>,
    { wrapper: ExamWords },
  );
const details = () => screen.getByRole('button', { name: 'Details of question 3' });

describe('a question in the exam summary', () => {
  it('names a wrong answer in words and marks both options', () => {
    renderQuestion('C');
    expect(screen.getByRole('heading', { name: /^Question 3\W+Wrong$/ })).toBeInTheDocument();
    expect(screen.getByText('Your answer: C · Correct answer: B')).toBeInTheDocument();
    fireEvent.click(details());
    const list = screen.getByRole('list', { name: 'Options of question 3' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[1]).toHaveTextContent('B)Option BCorrect answer');
    expect(items[2]).toHaveTextContent('C)Option CYour answer');
    expect(items[0]).toHaveTextContent(/^A\)Option A$/);
  });

  it('shows a correct answer as both the student’s and the right one', () => {
    renderQuestion('B');
    expect(screen.getByRole('listitem', { name: /^Question 3\W+Correct$/ })).toHaveAttribute('data-outcome', 'correct');
    fireEvent.click(details());
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('Your answerCorrect answer');
  });

  it('keeps the text and the options collapsed until asked, then shows them', () => {
    renderQuestion('C');
    expect(details()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Options of question 3' })).toBeNull();
    expect(screen.queryByText('Choose the right word.')).toBeNull();
    fireEvent.click(details());
    expect(details()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Choose the right word.')).toBeVisible();
  });

  it('says a question flagged on this device is flagged', () => {
    renderQuestion('C', true);
    expect(screen.getByRole('heading', { name: /^Question 3\W+Wrong\W+Flagged$/ })).toBeInTheDocument();
  });

  it('says when no answer was given', () => {
    renderQuestion(null);
    expect(screen.getByRole('heading', { name: /^Question 3\W+Empty$/ })).toBeInTheDocument();
    expect(screen.getByText('Your answer: none · Correct answer: B')).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { SWRConfig } from 'swr';
import { LocaleProvider } from '@/components/providers/locale-provider';
import { ViewerWords } from '@/components/video/viewer-words';
import { ApiError } from '@/lib/api/api-error';
import * as endpoints from '@/lib/api/endpoints';
import type { MaterialDetail } from '@/lib/types';
import { makeStore } from '@/store/store';
import type { PdfViewerProps } from './pdf-viewer';
import { PdfScreen } from './pdf-screen';
import { openRoute } from '@/components/__fixtures__/navigation';

jest.mock('@/lib/api/endpoints', () => ({
  ...jest.requireActual<typeof endpoints>('@/lib/api/endpoints'),
  fetchMaterial: jest.fn(),
  keptCopies: { material: jest.fn() },
}));
jest.mock('next/navigation', () => jest.requireActual('@/components/__fixtures__/navigation'));
openRoute('/PdfGoster/9002');
// pdf.js does not run in jsdom (e2e/pdf.spec.ts drives the real viewer): the screen's part is what it hands it.
jest.mock('./pdf-viewer-loader', () => ({
  PdfViewer: ({ url, fileName, downloadable }: PdfViewerProps) => (
    <div data-testid="viewer" data-url={url} data-file-name={fileName} data-downloadable={String(downloadable)} />
  ),
}));
const api = jest.mocked(endpoints);

const unitSheet: MaterialDetail = {
  id: 9002,
  name: 'Alıştırma Föyü – Ünite 1',
  type: 'pdf',
  url: '/media/pdf/unit-1.pdf',
  downloadable: true,
  courseID: 101,
  sectionId: 1001,
  topicId: 5001,
  captions: [],
};
const b1 = {
  id: 1,
  courseID: 101,
  course: {
    id: 101,
    name: 'B1 Orta Seviye İngilizce',
    courseRef: 1,
    courseType: { name: 'Genel İngilizce' },
    courseSections: [],
  },
};

/** Answers that come when the test says so. */
function held<T>() {
  let answer: (value: T) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return {
    promise,
    answer: (value: T) => act(async () => answer(value)),
    fail: (error: unknown) => act(async () => fail(error)),
  };
}

function renderScreen() {
  const store = makeStore({ user: { ...makeStore().getState().user, enrollments: [b1] } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <Provider store={store}>
        <LocaleProvider>
          <ViewerWords>{children}</ViewerWords>
        </LocaleProvider>
      </Provider>
    </SWRConfig>
  );
  return render(<PdfScreen />, { wrapper });
}

const viewer = () => screen.getByTestId('viewer');
const title = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
});

describe('PdfScreen', () => {
  it('says it is loading while the material is read, with nothing kept', async () => {
    api.fetchMaterial.mockReturnValue(new Promise(() => undefined));
    renderScreen();
    expect(await screen.findByText('Loading…')).toBeVisible();
    expect(screen.queryByTestId('viewer')).not.toBeInTheDocument();
  });

  it('draws the copy kept on the device at once, then takes the fresh material', async () => {
    api.keptCopies.material.mockReturnValue({ value: { ...unitSheet, name: 'Kept name' }, savedAt: Date.now() });
    const read = held<MaterialDetail>();
    api.fetchMaterial.mockReturnValue(read.promise);
    renderScreen();
    expect(await screen.findByTestId('viewer')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Kept name');

    await read.answer(unitSheet);
    expect(await screen.findByRole('heading', { level: 1, name: unitSheet.name })).toBeVisible();
  });

  it('hands the viewer the file at the API’s address, its download name and whether it may be downloaded', async () => {
    api.fetchMaterial.mockResolvedValue(unitSheet);
    renderScreen();
    expect(await screen.findByTestId('viewer')).toHaveAttribute(
      'data-url',
      'http://localhost:4000/media/pdf/unit-1.pdf',
    );
    expect(viewer()).toHaveAttribute('data-file-name', 'Alıştırma Föyü – Ünite 1.pdf');
    expect(viewer()).toHaveAttribute('data-downloadable', 'true');
    expect(screen.getByRole('link', { name: 'Back to B1 Orta Seviye İngilizce' })).toHaveAttribute(
      'href',
      '/CourseDetail/101/1001/5001',
    );
  });

  it('offers no download for a PDF licensed for reading only', async () => {
    api.fetchMaterial.mockResolvedValue({ ...unitSheet, downloadable: undefined });
    renderScreen();
    expect(await screen.findByTestId('viewer')).toHaveAttribute('data-downloadable', 'false');
  });

  it('says what failed and loads the PDF with Try again', async () => {
    api.fetchMaterial.mockRejectedValueOnce(new ApiError('server', 'Server error', 500));
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Server error');

    api.fetchMaterial.mockResolvedValue(unitSheet);
    await act(async () => retry.click());
    expect(await screen.findByTestId('viewer')).toBeInTheDocument();
  });

  it('says so for a material that is not found, not a PDF, or has no file', async () => {
    api.fetchMaterial.mockRejectedValue(new ApiError('request', 'Request failed', 404));
    const { unmount } = renderScreen();
    expect(await screen.findByText('This material could not be found.')).toBeVisible();
    unmount();

    api.fetchMaterial.mockResolvedValue({ ...unitSheet, type: 'video' });
    const second = renderScreen();
    expect(await screen.findByText('This material is not a PDF.')).toBeVisible();
    second.unmount();

    api.fetchMaterial.mockResolvedValue({ ...unitSheet, url: undefined });
    renderScreen();
    expect(await screen.findByText('This PDF could not be found on the server.')).toBeVisible();
    expect(screen.queryByTestId('viewer')).not.toBeInTheDocument();
  });
});

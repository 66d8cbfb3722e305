import type { Page } from '@playwright/test';

export interface Screen {
  path: string;
  /** The folder of `app/` holding its page, as the page's script path spells it. */
  page: string;
  /** Its level-1 heading offline (an exam's names its test). */
  heading: string | RegExp;
  /** Where the screen sends the student on with a page load of its own. */
  lands?: string;
}

/**
 * The 21 routes of product.md section 2 at real demo ids (docs/api.md), opened offline from the worker
 * (pwa.spec.ts) and online under the shipped CSP (delivery.spec.ts). The offline test never opens
 * them online: only the course list was loaded under the worker, so a course screen shows its course and
 * a material screen names its material from that list.
 */
export const SCREENS: Screen[] = [
  { path: '/', page: '(public)', heading: 'Welcome to your language school' },
  { path: '/callback', page: '(public)/callback', heading: 'You are not signed in' },
  { path: '/loginProblem', page: '(public)/loginProblem', heading: 'You are not signed in' },
  { path: '/sunucuhatasi', page: '(public)/sunucuhatasi', heading: 'Server error' },
  { path: '/misafirGirisi/9001', page: '(public)/misafirGirisi/[materialid]', heading: 'Shared video' },
  {
    path: '/MisafirRedirectPage/%2FmisafirGirisi%2F9001',
    page: '(public)/MisafirRedirectPage/[url]',
    heading: 'Shared video',
    lands: '/misafirGirisi/9001',
  },
  { path: '/ogrenimIcerigi', page: '(student)/ogrenimIcerigi', heading: 'My courses' },
  { path: '/CourseDetail/103', page: '(student)/CourseDetail/[id]', heading: 'Akademik Okuma ve Yazma' },
  {
    path: '/CourseDetail/102/1004/5010',
    page: '(student)/CourseDetail/[id]/[gelensectionid]/[gelentopicid]',
    heading: 'A2 Temel İngilizce',
  },
  { path: '/PdfGoster/9024', page: '(student)/PdfGoster/[id]', heading: 'Okuma Metni: Climate and Cities' },
  { path: '/OfflineVodGoster/9013', page: '(student)/OfflineVodGoster/[vodid]', heading: 'Offline video' },
  { path: '/OffllineInfoPage', page: '(student)/OffllineInfoPage', heading: 'Offline guide' },
  { path: '/notifs', page: '(student)/notifs', heading: 'Notifications' },
  { path: '/yardim', page: '(student)/yardim', heading: 'Help' },
  {
    path: '/VideoGoster/9023',
    page: '(student)/VideoGoster/[materialid]',
    heading: 'Main Ideas and Supporting Details',
  },
  { path: '/Code4EduGoster/9026', page: '(student)/Code4EduGoster/[materialid]', heading: 'Kelime Tahmin Alıştırması' },
  { path: '/ZoomGoster/9027', page: '(student)/ZoomGoster/[materialid]', heading: 'Canlı Ders – Academic Reading' },
  { path: '/SinavOzeti/4003', page: '(student)/SinavOzeti/[cozulensinavid]', heading: 'Exam summary' },
  { path: '/SinavOzeti/4003/1', page: '(student)/SinavOzeti/[cozulensinavid]/[doBack]', heading: 'Exam summary' },
  { path: '/SinaviCoz/9033/202', page: '(exam)/SinaviCoz/[sinavid]/[enrollid]', heading: /YDS/ },
  { path: '/SinaviCozYokdil/9039/204', page: '(exam)/SinaviCozYokdil/[sinavid]/[enrollid]', heading: /YÖKDİL/ },
];

export const screenHeading = (page: Page, screen: Screen) =>
  page.getByRole('heading', { level: 1, name: screen.heading });

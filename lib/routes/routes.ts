/** Every route of product.md section 2, spelled exactly as the product fixes them. */
export const routes = {
  home: '/',
  callback: '/callback',
  loginProblem: '/loginProblem',
  serverError: '/sunucuhatasi',
  guestVideo: (materialId: string | number) => `/misafirGirisi/${materialId}`,
  guestRedirect: (target: string) => `/MisafirRedirectPage/${encodeURIComponent(target)}`,
  learningContent: '/ogrenimIcerigi',
  courseDetail: (id: string | number, sectionId?: string | number, topicId?: string | number) =>
    sectionId !== undefined && topicId !== undefined
      ? `/CourseDetail/${id}/${sectionId}/${topicId}`
      : `/CourseDetail/${id}`,
  pdf: (id: string | number) => `/PdfGoster/${id}`,
  offlineVideo: (vodId: string | number) => `/OfflineVodGoster/${vodId}`,
  offlineInfo: '/OffllineInfoPage',
  notifications: '/notifs',
  help: '/yardim',
  video: (materialId: string | number) => `/VideoGoster/${materialId}`,
  code4edu: (materialId: string | number) => `/Code4EduGoster/${materialId}`,
  zoom: (materialId: string | number) => `/ZoomGoster/${materialId}`,
  examSummary: (solvedExamId: string | number, doBack?: string) =>
    doBack === undefined ? `/SinavOzeti/${solvedExamId}` : `/SinavOzeti/${solvedExamId}/${doBack}`,
  exam: (examId: string | number, enrollId: string | number) => `/SinaviCoz/${examId}/${enrollId}`,
  examYokdil: (examId: string | number, enrollId: string | number) => `/SinaviCozYokdil/${examId}/${enrollId}`,
} as const;

/** Route patterns with `:param` segments, the form `matchRoute` reads. */
export const routePatterns = {
  guestVideo: '/misafirGirisi/:materialid',
  guestRedirect: '/MisafirRedirectPage/:url',
  courseDetail: '/CourseDetail/:id',
  courseDetailTopic: '/CourseDetail/:id/:gelensectionid/:gelentopicid',
  pdf: '/PdfGoster/:id',
  offlineVideo: '/OfflineVodGoster/:vodid',
  video: '/VideoGoster/:materialid',
  code4edu: '/Code4EduGoster/:materialid',
  zoom: '/ZoomGoster/:materialid',
  examSummary: '/SinavOzeti/:cozulensinavid',
  examSummaryBack: '/SinavOzeti/:cozulensinavid/:doBack',
  exam: '/SinaviCoz/:sinavid/:enrollid',
  examYokdil: '/SinaviCozYokdil/:sinavid/:enrollid',
} as const;

export type RoutePattern = (typeof routePatterns)[keyof typeof routePatterns];

/**
 * Reads the parameters of `pattern` from a real pathname. A static export only knows the
 * placeholder ids it was built with, so screens read their ids here, never from useParams().
 */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return params;
}

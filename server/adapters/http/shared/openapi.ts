import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_INFO = {
  title: '총동문회 API',
  version: '1.0.0',
  description:
    '총동문회 웹사이트의 API입니다. 모든 응답은 { code, message, data } 형태이며 code 0이 성공입니다. ' +
    '회원 전용 호출은 Authorization: Bearer <accessToken>과 X-User-Id(토큰의 sub)를 보냅니다.',
};

/** OpenAPI from the routes' contract schemas, at /api/docs (page) and /api/docs/json. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: OPENAPI_INFO,
      tags: [
        { name: 'auth', description: '계정과 로그인' },
        { name: 'member', description: '내 정보' },
        { name: 'file', description: '파일' },
        { name: 'log', description: '접속 기록' },
        { name: 'admin', description: '관리' },
        { name: 'content', description: '공개 콘텐츠' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // No calls to swagger.io, and no forced HTTPS on a plain-HTTP intranet.
    uiConfig: { validatorUrl: null },
    transformStaticCSP: (header) =>
      header.replace(' validator.swagger.io', '').replace(/\s*upgrade-insecure-requests;?/u, ''),
  });
}

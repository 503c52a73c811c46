import { z } from 'zod'
import {
  API_PREFIX,
  bodyIsOptional,
  CSRF_HEADER,
  errorBody,
  keyPermissionOf,
  REFRESH_COOKIE,
  validationErrorBody,
  type Endpoint,
  type EndpointAuth,
} from '../../protocol/index.ts'

type JsonSchema = Record<string, unknown>

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required: boolean
  schema: JsonSchema
}

export interface Operation {
  operationId: string
  summary: string
  tags: string[]
  security?: Record<string, string[]>[]
  parameters?: Parameter[]
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, JsonSchema>
}

export interface OpenApiDocument {
  openapi: string
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, Operation>>
  components: Record<string, Record<string, JsonSchema>>
}

/** Requests are described as clients send them, answers as clients receive them. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  delete out.$schema
  return out
}

/** `/portfolios/:id` (Fastify) → `/api/v1/portfolios/{id}` (OpenAPI). */
export const openApiPath = (path: string): string =>
  `${API_PREFIX}${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`

function parameters(schema: z.ZodType | undefined, where: Parameter['in']): Parameter[] {
  if (!schema) return []
  const s = jsonSchema(schema, 'input')
  const required = new Set((s.required as string[] | undefined) ?? [])
  return Object.entries((s.properties as Record<string, JsonSchema> | undefined) ?? {}).map(
    ([name, schema]) => ({
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema,
    }),
  )
}

const ref = (kind: 'schemas' | 'responses', name: string) => ({
  $ref: `#/components/${kind}/${name}`,
})

const SECURITY: Record<EndpointAuth, Record<string, string[]>[] | undefined> = {
  public: undefined,
  user: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
  // The cookie with its CSRF header (browsers), or `refresh_token` in the body (other clients).
  session: [{ refreshCookie: [], csrfHeader: [] }, {}],
}

function responses(e: Endpoint, hasInput: boolean): Record<string, JsonSchema> {
  const status = e.status ?? 200
  const out: Record<string, JsonSchema> = {
    [status]:
      e.response && status !== 204
        ? {
            description: 'Success',
            content: { 'application/json': { schema: jsonSchema(e.response, 'output') } },
          }
        : { description: 'Success, no content' },
  }
  if (hasInput) out[422] = ref('responses', 'ValidationError')
  if (e.auth !== 'public') out[401] = ref('responses', 'Unauthorized')
  if (e.auth === 'admin') out[403] = ref('responses', 'Forbidden')
  out.default = ref('responses', 'Error')
  return out
}

/** One declared endpoint: its domain tags it, its name in the declaration is its operationId. */
export interface DeclaredEndpoint {
  domain: string
  name: string
  endpoint: Endpoint
}

function operation({ domain, name, endpoint: e }: DeclaredEndpoint): Operation {
  const params = [
    ...parameters(e.params, 'path'),
    ...parameters(e.query, 'query'),
    ...parameters(e.headers, 'header'),
  ]
  const permission = keyPermissionOf(e)
  // A key reaches a user endpoint its permission names; admin and account business need a sign-in.
  const security =
    e.auth === 'user' && permission !== 'account'
      ? [...(SECURITY.user ?? []), { apiKey: [permission] }]
      : SECURITY[e.auth]
  return {
    operationId: name,
    summary: e.summary,
    tags: [domain],
    ...(security ? { security } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(e.body
      ? {
          requestBody: {
            // The server reads an absent body as {} where {} is acceptable.
            required: !bodyIsOptional(e),
            content: {
              [e.multipart ? 'multipart/form-data' : 'application/json']: {
                schema: jsonSchema(e.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: responses(e, params.length > 0 || e.body !== undefined),
  }
}

const errorResponse = (description: string, schema: string) => ({
  description,
  content: { 'application/json': { schema: ref('schemas', schema) } },
})

/** The OpenAPI 3.1 document of the declared endpoints: nothing in it is written by hand. */
export function openApiDocument(
  declared: readonly DeclaredEndpoint[],
  version: string,
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {}
  for (const d of declared)
    (paths[openApiPath(d.endpoint.path)] ??= {})[d.endpoint.method.toLowerCase()] = operation(d)
  return {
    openapi: '3.1.0',
    info: {
      title: 'TradeDesk API',
      version,
      description:
        'Every /api/v1 endpoint, generated from the declarations in `protocol/`. Live data ' +
        'comes over one WebSocket, `/ws?token=ACCESS_TOKEN` (channels in `protocol/channels.ts`).',
    },
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: '`<id>.<secret>` from Profile → API keys; its scopes are read and trade',
        },
        refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
        csrfHeader: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
      },
      schemas: {
        Error: jsonSchema(errorBody, 'output'),
        ValidationError: jsonSchema(validationErrorBody, 'output'),
      },
      responses: {
        ValidationError: errorResponse(
          'Invalid input: where and what, for every field',
          'ValidationError',
        ),
        Unauthorized: errorResponse('Missing, invalid or expired credentials', 'Error'),
        Forbidden: errorResponse('Administrators only', 'Error'),
        Error: errorResponse('Any other failure', 'Error'),
      },
    },
  }
}

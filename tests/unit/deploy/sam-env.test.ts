import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { envNames } from '#lambdas/lib/runtime/config.ts';
import {
  declaresTwinEndpoints,
  envVarsForTwin,
  envVarsFromTwin,
  type TemplateJson,
} from '../../../scripts/sam/sam-env-vars.ts';
import { twinNotRunning } from '../../../scripts/sam/twin-running.ts';

// `npm run sam:env -- --local`: the running twin's endpoints and names for each function of a
// template synthesised with `-c samLocal=true`, keyed by SamResourceId.

const template: TemplateJson = {
  Resources: {
    Functionsprofile22DCA9D1: {
      Type: 'AWS::Lambda::Function',
      Metadata: { SamResourceId: 'profile' },
      Properties: {
        Environment: {
          Variables: {
            DYNAMODB_ENDPOINT: '',
            S3_ENDPOINT: '',
            COGNITO_ENDPOINT: '',
            PROFILES_TABLE: { Ref: 'DataProfiles' },
            ERASURES_TABLE: { Ref: 'DataErasures' },
            OPENAI_MODEL: 'gpt-5-mini',
          },
        },
      },
    },
    DataProfiles: { Type: 'AWS::DynamoDB::Table' },
  },
};
const twin = {
  dynamodbEndpoint: 'http://127.0.0.1:8000',
  s3Endpoint: 'http://127.0.0.1:4569',
  cognitoEndpoint: 'http://127.0.0.1:9229',
  profilesTable: 'profiles',
  erasuresTable: 'erasures',
  listingsTable: 'listings',
};

describe('sam:env --local', () => {
  it("gives each function the twin's value of every variable it declares, and no other", () => {
    expect(envVarsFromTwin(template, twin)).toEqual({
      profile: {
        DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
        PROFILES_TABLE: 'profiles',
        ERASURES_TABLE: 'erasures',
      },
    });
  });

  it('points the endpoints at the Docker host when told to', () => {
    expect(envVarsFromTwin(template, twin, 'host.docker.internal').profile).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
      PROFILES_TABLE: 'profiles',
    });
  });

  it('recognises a template synthesised for SAM against the twin', () => {
    expect(declaresTwinEndpoints(template)).toBe(true);
  });
});

const twinEndpoints = {
  DYNAMODB_ENDPOINT: '',
  S3_ENDPOINT: '',
  COGNITO_ENDPOINT: '',
};
const withAiAndQueue: TemplateJson = {
  Resources: {
    Analyser: {
      Type: 'AWS::Lambda::Function',
      Metadata: { SamResourceId: 'analyser' },
      Properties: {
        Environment: {
          Variables: {
            ...twinEndpoints,
            LISTINGS_TABLE: { Ref: 'Listings' },
            OPENAI_SECRET_ID: { Ref: 'OpenAiKey' },
            [envNames.openAiApiKey]: '',
            OPENAI_BASE_URL: '',
          },
        },
      },
    },
    Listings: {
      Type: 'AWS::Lambda::Function',
      Metadata: { SamResourceId: 'listings' },
      Properties: {
        Environment: {
          Variables: {
            ...twinEndpoints,
            LISTINGS_TABLE: { Ref: 'Listings' },
            ANALYSER_QUEUE_URL: { Ref: 'Queue' },
          },
        },
      },
    },
  },
};

describe('sam:env --local, what the twin cannot give', () => {
  it("gives the functions that read the OpenAI key from AWS the shell's key and server instead", () => {
    const { envVars, cannot } = envVarsForTwin(withAiAndQueue, twin, {
      dockerHost: 'host.docker.internal',
      ai: { apiKey: 'sk-local', baseUrl: 'http://127.0.0.1:4010/v1' },
    });
    expect(envVars.analyser).toEqual({
      DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
      S3_ENDPOINT: 'http://host.docker.internal:4569',
      COGNITO_ENDPOINT: 'http://host.docker.internal:9229',
      LISTINGS_TABLE: 'listings',
      OPENAI_SECRET_ID: '',
      [envNames.openAiApiKey]: 'sk-local',
      OPENAI_BASE_URL: 'http://host.docker.internal:4010/v1',
    });
    expect(cannot).toEqual([
      expect.stringMatching(/^listings ANALYSER_QUEUE_URL: the twin's queue runs inside its own process/),
    ]);
  });

  it('names the AI it cannot give without a key: the offline analyser is not in a Lambda bundle', () => {
    const { envVars, cannot } = envVarsForTwin(withAiAndQueue, twin, { ai: {} });
    expect(envVars.analyser).toMatchObject({ OPENAI_SECRET_ID: '' });
    expect(envVars.analyser).not.toHaveProperty(envNames.openAiApiKey);
    expect(cannot).toEqual([
      expect.stringMatching(
        new RegExp(
          `^analyser OPENAI_SECRET_ID: no ${envNames.openAiApiKey} in this shell, and the offline analyser does not run in a Lambda container`,
        ),
      ),
      expect.stringMatching(/^listings ANALYSER_QUEUE_URL: /),
    ]);
  });
});

describe('sam:env --local refuses a twin that is not running', () => {
  it('passes when every emulator answers, and names the first that does not', async () => {
    const server = createServer((_req, res) => res.writeHead(400).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const up = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const running = { dynamodbEndpoint: up, s3Endpoint: up, cognitoEndpoint: up };
      expect(await twinNotRunning(running)).toBeUndefined();
      const closed = await new Promise<string>((resolve) => {
        const other = createServer().listen(0, '127.0.0.1', () => {
          const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
          other.close(() => resolve(url));
        });
      });
      const message = await twinNotRunning({ ...running, s3Endpoint: closed });
      expect(message).toBe(
        `The local twin is not running (nothing answers at ${closed}): start it with "npm start", then run this again.`,
      );
      expect(message).not.toContain('\n');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

// @ts-nocheck
import { describe, expect, it } from 'vitest';
import {
  declaresTwinEndpoints,
  envVarsFromTwin,
  type TemplateJson,
} from '../../../scripts/sam/sam-env-vars.ts';

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

import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { deployedTables } from '../../../scripts/deploy/migrations-step.ts';

// The deploy's migration step finds the deployed listings table by the stack's output.

const cloudFormation = mockClient(CloudFormationClient);
const client = () =>
  new CloudFormationClient({
    region: 'eu-west-2',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
  });

beforeEach(() => cloudFormation.reset());

describe('deployedTables', () => {
  it("names the listings table the stack's output names", async () => {
    cloudFormation.on(DescribeStacksCommand, { StackName: 'SnapListShift' }).resolves({
      Stacks: [
        {
          StackName: 'SnapListShift',
          StackStatus: 'UPDATE_COMPLETE',
          CreationTime: new Date(0),
          Outputs: [
            { OutputKey: 'EnvProfilesTable', OutputValue: 'SnapListShift-DataProfiles-1' },
            { OutputKey: 'EnvListingsTable', OutputValue: 'SnapListShift-DataListings-2' },
          ],
        },
      ],
    });
    expect(await deployedTables(client(), 'SnapListShift')).toEqual({
      listings: 'SnapListShift-DataListings-2',
    });
  });

  it('refuses a stack without the output', async () => {
    cloudFormation.on(DescribeStacksCommand).resolves({ Stacks: [] });
    await expect(deployedTables(client(), 'SnapListShift')).rejects.toThrow(
      'The stack SnapListShift has no EnvListingsTable output: is it deployed?',
    );
  });
});

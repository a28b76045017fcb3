#!/usr/bin/env bash
# Side-by-side JMH run of two builds: BASE (a git revision) against the working tree, alternating A B A B so that
# the host's drift over time falls on both alike. Prints each run's emulated-MHz lines and, at the end, the mean
# of each side and their ratio (working tree / base).
#
#   benchmarks/compare.sh BASE [ROUNDS] [JMH benchmark regex] [JMH options...]
#   benchmarks/compare.sh f7da51f 3 'Z80Speed' -f 1 -wi 3 -i 5 -r 1s
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 BASE [ROUNDS] [BENCHMARK] [JMH OPTIONS...]" >&2; exit 2; }
base=$1
rounds=${2:-3}
benchmark=${3:-Z80Speed}
shift $(( $# < 3 ? $# : 3 ))
options=("$@")
[ ${#options[@]} -gt 0 ] || options=(-f 1 -wi 3 -i 5 -r 1s)

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'git -C "$root" worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$root" worktree add -q --detach "$work/base" "$base"
for tree in "$work/base" "$root"; do
    (cd "$tree" && mvn -q -B -DskipTests package -pl benchmarks -am) >/dev/null
done

for round in $(seq "$rounds"); do
    for side in base tree; do
        tree=$root; [ "$side" = base ] && tree=$work/base
        (cd "$tree" && java -jar benchmarks/target/benchmarks.jar "$benchmark" "${options[@]}") 2>/dev/null \
            | grep -E ':tStates|:cycles' | sed "s/^/$side $round  /" | tee -a "$work/results"
    done
done

# Mean score per benchmark and side, then tree/base.
awk '{ key = $3; sum[$1 " " key] += $(NF-3); n[$1 " " key]++; keys[key] = 1 }
     END { for (k in keys) {
             b = sum["base " k] / n["base " k]; t = sum["tree " k] / n["tree " k];
             printf "%-40s base %9.1f  tree %9.1f  tree/base %.3f\n", k, b, t, t / b } }' "$work/results"

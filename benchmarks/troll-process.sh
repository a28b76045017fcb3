#!/usr/bin/env bash
# Whole-process cost of `romlab troll -e EXPR 0` as a user feels it (issue #11, "Speed"): BASE (a git revision,
# exported to a temporary folder and run through its own ./romlab launcher, so with its own class-data archive)
# against the working tree's ./romlab, alternating base and tree run by run so that the host's drift falls on both
# alike. After one warm-up run of each (which also builds BASE), prints per roll the median of RUNS runs: wall-clock
# seconds, CPU seconds (user + system of the whole process) and peak resident memory, and tree/base of the CPU.
#
#   benchmarks/troll-process.sh BASE [RUNS] [EXPR...]
#   benchmarks/troll-process.sh d0c59cf 9                       # the five rolls of issue #11
#   benchmarks/troll-process.sh d0c59cf 3 'sum 1000d10'
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 BASE [RUNS] [EXPR...]" >&2; exit 2; }
base=$1
runs=${2:-9}
shift $(( $# < 2 ? $# : 2 ))
rolls=("$@")
[ ${#rolls[@]} -gt 0 ] || rolls=('3d6' 'sum largest 3 4d6' 'sum largest 2 3#(sum accumulate x:=d10 while x=10)'
    'sum largest 5 20d20' 'sum 100d10')

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
git -C "$root" archive "$base" | tar -x -C "$work"

# One run: "wall cpu kilobytes", from GNU time (the launcher and the JVM it starts are both counted). A roll that
# fails (the base refused what the tree computes) is timed all the same.
measure() {
    /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$1/romlab" troll -e "$2" 0 >/dev/null 2>&1 || true
    tail -n 1 "$work/time" | awk '{ printf "%s %.3f %d\n", $1, $2 + $3, $4 }'
}

median() {
    sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

printf '%-52s %14s %14s %10s %14s\n' "roll ($runs runs, medians)" "CPU base" "CPU tree" "tree/base" "wall, MB tree"
for roll in "${rolls[@]}"; do
    measure "$work" "$roll" >/dev/null
    measure "$root" "$roll" >/dev/null
    : >"$work/base" && : >"$work/tree"
    for _ in $(seq "$runs"); do
        measure "$work" "$roll" >>"$work/base"
        measure "$root" "$roll" >>"$work/tree"
    done
    base_cpu=$(awk '{ print $2 }' "$work/base" | median)
    tree_cpu=$(awk '{ print $2 }' "$work/tree" | median)
    tree_wall=$(awk '{ print $1 }' "$work/tree" | median)
    tree_mb=$(awk '{ print int($3 / 1024) }' "$work/tree" | median)
    printf '%-52s %12.3f s %12.3f s %10.2f %7.2f s %3d\n' "$roll" "$base_cpu" "$tree_cpu" \
        "$(echo "$tree_cpu / $base_cpu" | bc -l)" "$tree_wall" "$tree_mb"
done

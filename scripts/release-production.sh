#!/usr/bin/env bash
# A remote's release in production (docs/releases.md, "In production"): the same command as locally, on the
# remote's store kept in a Cloud Storage bucket, then the remote's Hosting site deployed with the store, its
# current release at the root. Needs gcloud and the Firebase CLI, signed in.
#   scripts/release-production.sh <remote>                 # publish <its folder>/dist (built before)
#   scripts/release-production.sh <remote> --canary 10     # or --promote, --rollback (no build needed)
#   scripts/release-production.sh <remote> --judge --act --source bigquery   # judged on the field data
#     (FIELD_BIGQUERY_TABLE names the sink's table); exits with the verdict's code, deploys only if it moved
set -euo pipefail
remote="${1:?usage: scripts/release-production.sh <remote> [release options]}"
bucket="${RELEASES_BUCKET:-gs://stallions-club-releases}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
folder="$(node -e 'const s=require("./sections.json").sections.find((s)=>s.remote===process.argv[1]); if(!s) process.exit(1); console.log(s.folder)' "$remote")"
store=".releases/$remote"

mkdir -p "$store"
gcloud storage rsync --recursive "$bucket/$remote" "$store"          # the kept releases and the pointer
before="$(cat "$store/pointer.json" 2>/dev/null || true)"
status=0
npm run -s release -- "$@" || status=$?                                # the gate, the store, the pointer
# --judge answers with its verdict: 2 fail, 3 not enough data, 4 not enough trustworthy data (the command
# worked); any other code is a failure.
if [ "$status" -ne 0 ] && [ "$status" -ne 2 ] && [ "$status" -ne 3 ] && [ "$status" -ne 4 ]; then exit "$status"; fi
# A judgement that moved nothing (no --act, or not enough data, trustworthy or not): nothing to save or deploy.
if [ "$(cat "$store/pointer.json" 2>/dev/null || true)" = "$before" ] && [[ " $* " == *" --judge "* ]]; then
  exit "$status"
fi
gcloud storage rsync --recursive --delete-unmatched-destination-objects "$store" "$bucket/$remote"

# The site Hosting serves: the current release at its root (the standalone page), every kept release under
# releases/, and the pointer.
current="$(node -e 'console.log(require(process.argv[1]).current)' "$root/$store/pointer.json")"
site="$(mktemp -d)"
cp -r "$store/$current/." "$site/"
cp -r "$store" "$site/releases"
rm -rf "$folder/dist" && mv "$site" "$folder/dist"
firebase deploy --only "hosting:$remote"
exit "$status"

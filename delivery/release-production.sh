#!/usr/bin/env bash
# A remote's release in production (docs/releases.md, "In production"): the same command as locally, on the
# remote's store kept in a Cloud Storage bucket, then the remote's Hosting site deployed with the store, its
# current release at the root. Needs gcloud and the Firebase CLI, signed in.
#   delivery/release-production.sh <remote>                 # publish <its folder>/dist (built before)
#   delivery/release-production.sh <remote> --canary 10     # or --promote, --rollback (no build needed)
#   delivery/release-production.sh <remote> --judge --act --source bigquery   # judged on the field data
#     (FIELD_BIGQUERY_TABLE names the sink's table); exits with the verdict's code, deploys only if it moved
#   <remote> is its key, its folder or its address (getInvolved, get-involved-mfe, get-involved); the release
#   options are the release command's (npm run -s release -- --help); a wrong one is exit code 2, nothing deployed.
set -euo pipefail
case "${1:-}" in -h | --help) sed -n '2,10p' "$0" | cut -c3- && exit 0 ;; esac
bucket="${RELEASES_BUCKET:-gs://stallions-club-releases}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
# The remote's key and folder, read as the release command reads its name (site-registry's sectionNamed).
section="$(node --import tsx -e '
  const { sectionNamed, remoteChoices } = require("@stallions/site-registry");
  const section = sectionNamed(process.argv[1]);
  if (!section) {
    console.error(`release-production: "${process.argv[1]}" is not a remote: ${remoteChoices()} (--help: the usage)`);
    process.exit(2);
  }
  console.log(section.remote, section.folder);' "${1:-}")"
read -r remote folder <<<"$section"
shift
set -- "$remote" "$@"
store=".releases/$remote"

mkdir -p "$store"
gcloud storage rsync --recursive "$bucket/$remote" "$store"          # the kept releases and the pointer
before="$(cat "$store/pointer.json" 2>/dev/null || true)"
status=0
npm run -s release -- "$@" || status=$?                                # the gate, the store, the pointer
# --judge answers with its verdict: 2 fail, 3 not enough data, 4 not enough trustworthy data (the command
# worked); any other code is a failure, and so is 2 without --judge (a wrong argument).
judging=false
[[ " $* " == *" --judge "* ]] && judging=true
if [ "$status" -ne 0 ] && ! { $judging && [ "$status" -ge 2 ] && [ "$status" -le 4 ]; }; then exit "$status"; fi
# A judgement that moved nothing (no --act, or not enough data, trustworthy or not): nothing to save or deploy.
if [ "$(cat "$store/pointer.json" 2>/dev/null || true)" = "$before" ] && $judging; then
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

#!/bin/sh
# Run a command as the Deployment runs the service: every filesystem read-only,
# one fresh in-memory directory writable (the emptyDir), as the image's user.
#   unshare --mount --propagation private sh read_only.sh WRITABLE UID COMMAND...
# In a private mount namespace: nothing outside the command sees the changes.
set -eu
writable=$1 uid=$2
shift 2

pseudo='^(proc|sysfs|cgroup2?|devpts|mqueue|securityfs|debugfs|tracefs|pstore|bpf|fusectl|configfs|binfmt_misc|autofs|hugetlbfs|nsfs)$'
awk -v pseudo="$pseudo" '$3 !~ pseudo { print $2 }' /proc/self/mounts | while read -r mountpoint; do
    mount -o remount,bind,ro "$mountpoint" 2>/dev/null || true
done
mount -t tmpfs -o size=64m,mode=0700,uid="$uid",gid="$uid" tmpfs "$writable"

# Root ignores permissions but not a read-only mount: if root cannot write, nobody can.
for place in / /tmp /var/tmp /dev/shm "$HOME" "$PWD" "$(dirname "$writable")"; do
    if touch "$place/.read-only-probe" 2>/dev/null; then
        echo "read_only.sh: $place is still writable" >&2
        exit 90
    fi
done

exec setpriv --reuid="$uid" --regid="$uid" --clear-groups "$@"

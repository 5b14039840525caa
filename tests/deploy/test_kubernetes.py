"""The Kubernetes manifests (``deploy/kubernetes``): valid for the versions named,
clean under checkov, and saying the same as the service's own settings."""
from __future__ import annotations

import json
import math
import os
import re
import subprocess
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

from app.settings import Settings
from tests.server import ROOT

MANIFESTS = ROOT / "deploy" / "kubernetes"
# The oldest Kubernetes still in wide use when written, and the newest kubernetes-validate knows.
KUBERNETES_VERSIONS = ["1.30.0", "1.37.0"]
CHECKOV = ROOT / ".venv-checkov" / "bin" / "checkov"


def _resources() -> dict[str, dict]:
    listed = yaml.safe_load((MANIFESTS / "kustomization.yaml").read_text())["resources"]
    return {(doc := yaml.safe_load((MANIFESTS / name).read_text()))["kind"]: doc for name in listed}


RESOURCES = _resources()
POD = RESOURCES["Deployment"]["spec"]["template"]
CONTAINER = POD["spec"]["containers"][0]
ENV = {item["name"]: item["value"] for item in CONTAINER["env"]}


def test_kustomization_lists_every_manifest():
    listed = yaml.safe_load((MANIFESTS / "kustomization.yaml").read_text())["resources"]
    assert sorted(listed) == sorted(p.name for p in MANIFESTS.glob("*.yaml") if p.name != "kustomization.yaml")
    assert set(RESOURCES) == {
        "Namespace", "Deployment", "Service", "HorizontalPodAutoscaler", "PodDisruptionBudget", "NetworkPolicy"
    }


@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
def test_valid_for_kubernetes(version):
    for resource in RESOURCES.values():
        kubernetes_validate.validate(resource, version, strict=True)


def test_strict_validation_catches_a_misspelt_field():
    pod = json.loads(json.dumps(RESOURCES["Deployment"]))
    pod["spec"]["template"]["spec"]["containers"][0]["securityContext"]["readOnlyRootFilesytem"] = True
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(pod, KUBERNETES_VERSIONS[-1], strict=True)


def test_checkov_fails_nothing_and_every_skip_says_why(tmp_path):
    assert CHECKOV.exists(), "make .venv-checkov/.stamp (make test does)"
    env = {**os.environ, "BC_SKIP_MAPPING": "TRUE"}  # offline: no policy metadata from the vendor
    run = subprocess.run(
        [str(CHECKOV), "-d", str(MANIFESTS), "--framework", "kubernetes", "--skip-download", "-o", "json"],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=300,
    )
    report = json.loads(run.stdout)
    results = report["results"]
    assert results["failed_checks"] == [], [(c["check_id"], c["check_name"]) for c in results["failed_checks"]]
    assert report["summary"]["passed"] > 50 and report["summary"]["parsing_errors"] == 0
    for skipped in results["skipped_checks"]:
        assert len(skipped["check_result"].get("suppress_comment", "")) > 20, skipped["check_id"]


def test_the_image_user_runs_it_without_privileges():
    uid = int(re.search(r"^USER (\d+)", (ROOT / "Dockerfile").read_text(), re.MULTILINE)[1])
    pod, container = POD["spec"]["securityContext"], CONTAINER["securityContext"]
    assert pod["runAsUser"] == container["runAsUser"] == uid and pod["runAsNonRoot"] is True
    assert pod["seccompProfile"] == {"type": "RuntimeDefault"}
    assert container["readOnlyRootFilesystem"] is True and container["allowPrivilegeEscalation"] is False
    assert container["capabilities"] == {"drop": ["ALL"]}


def test_only_the_temporary_directory_is_writable_and_holds_what_gunicorn_writes():
    (mount,) = CONTAINER["volumeMounts"]
    (volume,) = POD["spec"]["volumes"]
    assert volume["name"] == mount["name"] and "emptyDir" in volume
    for variable in ["TMPDIR", "WORKER_TMP_DIR", "PROMETHEUS_MULTIPROC_DIR"]:
        assert Path(ENV[variable]).is_relative_to(mount["mountPath"]), variable


def test_grace_period_covers_the_drain_and_a_request():
    drain, timeout = float(ENV["DRAIN_SECONDS"]), int(ENV["TIMEOUT"])
    assert POD["spec"]["terminationGracePeriodSeconds"] >= math.ceil(drain) + timeout
    readiness = CONTAINER["readinessProbe"]
    assert readiness["httpGet"]["path"] == "/readyz"
    assert readiness["periodSeconds"] * readiness["failureThreshold"] < drain  # out of the endpoints in time
    assert CONTAINER["livenessProbe"]["httpGet"]["path"] == "/livez"


def test_one_worker_per_core_of_the_limit():
    assert int(ENV["WEB_CONCURRENCY"]) == int(CONTAINER["resources"]["limits"]["cpu"])
    for kind in ["requests", "limits"]:
        assert {"cpu", "memory"} <= set(CONTAINER["resources"][kind])


# What the service's bounds cost at their worst, as measured (docs/operations.md,
# "Deploying"): the pod with the rules core's caches full (make memory's peak of the
# PSS summed over master and workers: each page they share counted once, as the pod's
# cgroup charges it; 2026-12-02, RSS summed 187.7; 2026-12-03 after the eleventh round of
# issue #34, the higher of two runs, RSS summed 190.8; 2026-12-04 after the thirteenth, the highest of three
# runs, RSS summed 193.3, the base commit's 190.5 the same hour), a collection's garbage in a worker (serving.YOUNG),
# an idle connection (make idle: 59.4 - 43.7 MB over 1,250), and the metrics
# files in the in-memory /tmp (a pair per live worker and the merged pair, 1 MiB
# each at most).
CACHES_FULL_MIB = 163.6
GARBAGE_MIB = 10e6 / 2**20
CONNECTION_MIB = (59.4 - 43.7) * 1e6 / 1250 / 2**20
TMP_MIB = 6


def test_every_bound_at_its_worst_fits_the_memory_limit():
    settings = Settings.from_env(ENV)
    bodies_mib = 2 * settings.body_budget / 2**20  # for sittings, and for the rest
    per_worker = bodies_mib + GARBAGE_MIB + settings.worker_connections * CONNECTION_MIB
    worst = CACHES_FULL_MIB + settings.workers * per_worker + TMP_MIB
    limit = CONTAINER["resources"]["limits"]["memory"]
    assert limit.endswith("Mi") and worst <= int(limit.removesuffix("Mi")), f"{worst:.1f} MiB"


def test_replicas_autoscaling_and_disruptions():
    hpa, pdb = RESOURCES["HorizontalPodAutoscaler"]["spec"], RESOURCES["PodDisruptionBudget"]["spec"]
    assert RESOURCES["Deployment"]["spec"]["replicas"] >= 2 and hpa["minReplicas"] >= 2
    assert hpa["scaleTargetRef"]["name"] == RESOURCES["Deployment"]["metadata"]["name"]
    assert [m["resource"]["name"] for m in hpa["metrics"]] == ["cpu"]
    assert pdb["maxUnavailable"] < hpa["minReplicas"]
    labels = POD["metadata"]["labels"]
    for selector in [pdb["selector"]["matchLabels"], RESOURCES["Service"]["spec"]["selector"],
                     RESOURCES["NetworkPolicy"]["spec"]["podSelector"]["matchLabels"]]:
        assert selector.items() <= labels.items()


def test_only_the_service_port_is_admitted_and_prometheus_scrapes_it():
    (port,) = CONTAINER["ports"]
    assert port["containerPort"] == int(ENV["PORT"])
    (service_port,) = RESOURCES["Service"]["spec"]["ports"]
    assert service_port["targetPort"] == port["name"]
    policy = RESOURCES["NetworkPolicy"]["spec"]
    (rule,) = policy["ingress"]
    assert "from" not in rule and rule["ports"] == [{"port": port["name"], "protocol": "TCP"}]
    assert policy["egress"] == [] and "Egress" in policy["policyTypes"]  # it calls nothing
    annotations = POD["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/port"] == str(port["containerPort"])
    assert annotations["prometheus.io/path"] == "/metrics"

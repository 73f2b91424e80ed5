# Reads a JSON report with Python's json module and prints what it understood (see README.md).
import json
import sys

sys.stdout.reconfigure(encoding="utf-8")


def escape(text):
    return str(text).replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


with open(sys.argv[1], encoding="utf-8") as file:
    report = json.load(file)
summary = report["summary"]
print("format", report["format"], report["version"], sep="\t")
print("summary", *(f"{key}={summary[key]}" for key in sorted(summary) if key != "duration"), sep="\t")
for problem in report["problems"]:
    print("problem", escape(problem["file"]), problem["kind"], problem.get("line"), escape(problem["message"]), sep="\t")
for scenario in report["scenarios"]:
    failure = scenario.get("failure") or {}
    print("scenario", escape(scenario["id"]), scenario["status"], failure.get("kind", "-"), ",".join(scenario["tags"]),
          len(scenario["steps"]), len(scenario["output"]), sep="\t")
    for key in ("message", "expected", "actual", "diff"):
        if key in failure:
            print("failure", key, escape(failure[key]), sep="\t")
    if "property" in scenario:
        property = scenario["property"]
        print("property", scenario["runs"], scenario["seed"], property["requested_runs"], property["passed_runs"],
              property["shrink_steps"], property["remembered"], property.get("shrink_stopped", "-"), sep="\t")
        for draw in property["drawn"]:
            print("drawn", draw["position"], escape(draw.get("name", "-")), escape(draw["call"]), escape(draw["value"]),
                  draw["line"], sep="\t")
        for key in ("replay", "replay_note"):
            if key in property:
                print(key, escape(property[key]), sep="\t")

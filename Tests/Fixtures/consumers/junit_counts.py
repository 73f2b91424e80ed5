# Reads a JUnit file with xml.etree and prints what it understood (see README.md).
import sys
import xml.etree.ElementTree as ET

sys.stdout.reconfigure(encoding="utf-8")


def escape(text):
    return (text or "").replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")


root = ET.parse(sys.argv[1]).getroot()
suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
print("root", root.tag, root.get("tests"), root.get("failures"), root.get("errors"), root.get("skipped"), sep="\t")
for suite in suites:
    cases = suite.findall("testcase")
    counted = [
        len(cases),
        sum(1 for case in cases if case.find("failure") is not None),
        sum(1 for case in cases if case.find("error") is not None),
        sum(1 for case in cases if case.find("skipped") is not None),
    ]
    stated = [suite.get(name) for name in ("tests", "failures", "errors", "skipped")]
    print("suite", escape(suite.get("name")), *stated, *counted, sep="\t")
    for case in cases:
        status = "failure" if case.find("failure") is not None else "error" if case.find("error") is not None else "passed"
        print("case", escape(case.get("classname")), escape(case.get("name")), case.get("line"), status, sep="\t")
        for child in case:
            if child.tag in ("failure", "error"):
                print("detail", child.tag, escape(child.get("type")), escape(child.get("message")), escape(child.text), sep="\t")
            elif child.tag == "system-out":
                print("output", escape(child.text), sep="\t")
            elif child.tag == "properties":
                pairs = [escape(p.get("name")) + "=" + escape(p.get("value")) for p in child.findall("property")]
                print("properties", *pairs, sep="\t")

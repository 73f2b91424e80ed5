# Reads an XML file with xml.etree and prints its tree as events (see README.md): "start NAME"
# with one "attribute NAME VALUE" line per attribute (sorted), "text VALUE", "end NAME". Text
# that is only whitespace beside child elements is left out, as Masthead's reader does.
import sys
import xml.etree.ElementTree as ET

sys.stdout.reconfigure(encoding="utf-8")


def escape(text):
    return (text or "").replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")


def visit(element):
    print("start", element.tag, sep="\t")
    for name in sorted(element.attrib):
        print("attribute", name, escape(element.attrib[name]), sep="\t")
    children = list(element)
    parts = [element.text] + [child.tail for child in children]
    ignorable = bool(children) and all((part or "").strip() == "" for part in parts)
    if element.text and not ignorable:
        print("text", escape(element.text), sep="\t")
    for child in children:
        visit(child)
        if child.tail and not ignorable:
            print("text", escape(child.tail), sep="\t")
    print("end", element.tag, sep="\t")


visit(ET.parse(sys.argv[1]).getroot())

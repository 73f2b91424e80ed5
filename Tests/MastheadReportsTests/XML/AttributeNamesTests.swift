import Testing

@testable import MastheadReports

/// Attribute names given twice are found in time linear in the attributes.
@Suite struct AttributeNamesTests {
    @Test func aNameGivenTwiceIsFoundBeforeAndAfterTheSetTakesOver() {
        for count in [3, 50] {
            var names = AttributeNames()
            var attributes: [XMLAttribute] = []
            for index in 0..<count {
                let added = names.insert("a\(index)", among: attributes)
                #expect(added)
                attributes.append(XMLAttribute("a\(index)", ""))
            }
            let first = names.insert("a0", among: attributes)
            let last = names.insert("a\(count - 1)", among: attributes)
            #expect(!first && !last)
        }
    }

    /// 200,000 names: the direct comparisons stop at the few the fast path allows (each name
    /// was compared with every one before it: 2e10 comparisons).
    @Test func twoHundredThousandNamesCostAFixedNumberOfComparisons() {
        var names = AttributeNames()
        var attributes: [XMLAttribute] = []
        attributes.reserveCapacity(200_000)
        for index in 0..<200_000 {
            let name = "a\(index)"
            let added = names.insert(name, among: attributes)
            if !added { Issue.record("\(name) was taken for a repeat") }
            attributes.append(XMLAttribute(name, ""))
        }
        let direct = AttributeNames.directComparisons
        #expect(names.comparisons <= direct * direct)
    }

    /// Through the reader: one element with 200,000 attributes parses (a generous bound only
    /// guards the test run; the time is measured in docs/security.md), and a name repeated at its
    /// end is named.
    @Test func theReaderTakesTwoHundredThousandAttributesAndNamesARepeat() throws {
        let attributes = (0..<200_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let root = try XMLReader.parse("<r \(attributes)/>")
        #expect(root.attributes.count == 200_000)
        #expect(root[attribute: "a199999"] == "199999")
        #expect(throws: XMLSyntaxError.self) { try XMLReader.parse("<r \(attributes) a7=\"again\"/>") }
    }
}

@testable import MastheadCore

/// Inputs the scope header tests sweep: scope and chip lists from none to many, and titles from
/// short to long, in Latin and non-Latin scripts.
enum ScopeHeaderFixtures {
    static let widths: [Double] = [375, 393, 430]

    static let scopeSets: [(name: String, scopes: [ScopeHeader.Scope])] = [
        ("no scopes", []),
        ("one scope", [ScopeHeader.Scope(id: "all", title: "All")]),
        ("sample scopes", ScopeHeader.sampleScopes),
        (
            "30 scopes",
            (1...30).map { ScopeHeader.Scope(id: "s\($0)", title: "Scope \($0)", count: $0 % 4 == 0 ? $0 * 7 : nil) }
        ),
        (
            "non-Latin scopes",
            [
                ScopeHeader.Scope(id: "ja", title: "おすすめ", count: 12),
                ScopeHeader.Scope(id: "ar", title: "المتابَعون"),
                ScopeHeader.Scope(id: "emoji", title: "🔥 Hot", count: 150),
            ]
        ),
    ]

    /// nil is loading.
    static let chipSets: [(name: String, chips: [ScopeHeader.Chip]?)] = [
        ("loading", nil),
        ("no chips", []),
        ("one chip", [ScopeHeader.Chip(id: "a", title: "A")]),
        ("sample chips", ScopeHeader.sampleChips),
        (
            "30 chips",
            (1...30).map { ScopeHeader.Chip(id: "c\($0)", title: "Chip \($0)", symbol: $0 % 3 == 0 ? "star" : nil) }
        ),
        (
            "non-Latin chips",
            [
                ScopeHeader.Chip(id: "ja", title: "未読", symbol: "envelope.badge"),
                ScopeHeader.Chip(id: "ar", title: "محفوظ"),
                ScopeHeader.Chip(id: "emoji", title: "🎧 Audio"),
            ]
        ),
    ]

    static let titles = [
        "Reading",
        "A remarkably long title for the reading tab that must wrap over lines",
        "今日のおすすめ記事と長いタイトルのテスト",
        "القراءة اليومية للمقالات المختارة",
        "📚✨🔥 Reading 🎧",
    ]

    /// One header per combination, with a selection that exercises the bindings: the last scope
    /// selected, every other chip on, and a Filters count above 99 on half of them.
    static func header(title: String, scopes: [ScopeHeader.Scope], chips: [ScopeHeader.Chip]?, filters: Bool)
        -> ScopeHeader
    {
        let selectedChips = (chips ?? []).enumerated().filter { $0.offset % 2 == 0 }.map(\.element.id)
        return ScopeHeader(
            title: title, scopes: scopes, selectedScope: scopes.last?.id, chips: chips, selectedChips: selectedChips,
            filterCount: filters ? 120 : nil, hasFilters: filters, pinned: true)
    }

    /// Every combination of the sweep, validated.
    static let everyCase: [(label: String, header: ScopeHeader, environment: HeaderEnvironment)] = {
        var cases: [(String, ScopeHeader, HeaderEnvironment)] = []
        for size in TextSize.allCases {
            for width in widths {
                for scopeSet in scopeSets {
                    for (chipIndex, chipSet) in chipSets.enumerated() {
                        let title = titles[(size.rawValue + chipIndex) % titles.count]
                        for filters in [false, true] {
                            let header = try! Self.header(
                                title: title, scopes: scopeSet.scopes, chips: chipSet.chips, filters: filters
                            )
                            .validated()
                            let label =
                                "\(size.shortName) \(Int(width)) \(scopeSet.name) \(chipSet.name) filters:\(filters) \"\(title)\""
                            cases.append((label, header, HeaderEnvironment(width: width, textSize: size)))
                        }
                    }
                }
            }
        }
        return cases
    }()
}

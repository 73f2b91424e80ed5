import MastheadCore

/// Hand-built render trees shaped like the two headers (the real layouts live elsewhere), so the
/// renderers can be tested and looked at on their own: a pinned greeting header expanded,
/// collapsed and loading, and a stuck scope header with chips or loading chips.
enum HeaderFixtures {
    enum GreetingState: String, CaseIterable { case expanded, collapsed, loading }

    static let width = 393.0
    static let margin = 16.0
    static let typography = Typography(type: Theme.standard.type, textSize: .large)

    /// Builds an element and lets `configure` set the rest.
    static func make(
        _ id: String, _ role: ElementRole, _ frame: HeaderRect, text: String? = nil,
        _ configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        var element = Element(id: id, role: role, frame: frame, text: text)
        configure(&element)
        return element
    }

    static func button(_ element: inout Element, label: String, value: String? = nil) {
        element.hit = element.frame.grown(toAtLeast: 44)
        element.accessibility = AccessibilityInfo(label: label, value: value, traits: [.button])
    }

    /// A button showing only a symbol in textPrimary, on fill.
    static func symbolButton(
        _ id: String, _ frame: HeaderRect, symbol: String, size: Double, radius: Double, label: String,
        value: String? = nil,
        _ configure: (inout Element) -> Void = { _ in }
    ) -> Element {
        make(id, .button, frame) {
            $0.symbol = symbol
            $0.symbolSize = size
            $0.color = .textPrimary
            $0.fill = .fill
            $0.cornerRadius = radius
            button(&$0, label: label, value: value)
            configure(&$0)
        }
    }

    static func badge(_ id: String, count: String, on control: HeaderRect) -> Element {
        let font = typography.figures(.caption1)
        let width = max(18, font.width(of: count) + 10)
        return make(
            id, .badge, HeaderRect(x: control.maxX - 4 - width / 2, y: control.minY - 6, width: width, height: 18),
            text: count
        ) {
            $0.font = font
            $0.color = .accentOn
            $0.fill = .accent
            $0.ring = .bg
            $0.ringWidth = 2
            $0.cornerRadius = 9
            $0.z = 1
        }
    }

    static func hairline(_ id: String, y: Double, visible: Bool = true) -> Element {
        make(id, .hairline, HeaderRect(x: 0, y: y, width: width, height: 1.0 / 3)) {
            $0.fill = .separator
            $0.opacity = visible ? 1 : 0
        }
    }

    static func placeholder(_ id: String, _ frame: HeaderRect, radius: Double, shimmer: Double?) -> Element {
        make(id, .placeholder, frame) {
            $0.fill = .fill
            $0.cornerRadius = radius
            $0.shimmer = shimmer
        }
    }

    static func tree(
        _ component: String, height: Double, _ elements: [Element], rows: [ScrollRow] = [], appearance: Appearance
    )
        -> RenderTree
    {
        RenderTree(
            component: component, size: HeaderSize(width: width, height: height), ground: .bg, elements: elements,
            scrollRows: rows, theme: .standard, appearance: appearance)
    }

    /// A pinned greeting header for Maya Lin with three unread notifications, at 09:41.
    static func greeting(
        _ state: GreetingState = .expanded, appearance: Appearance = .light, unread: String? = "3", photo: Bool = false,
        shimmer: Double? = 0.35
    ) -> RenderTree {
        let collapsed = state == .collapsed
        let loading = state == .loading
        let subhead = typography.text(.subheadline)
        var elements: [Element] = []
        let bell = HeaderRect(x: width - margin - 40 - 8 - 40, y: collapsed ? 6 : 12, width: 40, height: 40)
        let avatarSide = collapsed ? 36.0 : 40.0
        let avatar = HeaderRect(
            x: width - margin - avatarSide, y: bell.midY - avatarSide / 2, width: avatarSide, height: avatarSide)

        if loading {
            elements.append(
                placeholder(
                    "placeholder.date_line", HeaderRect(x: margin, y: 26, width: 140, height: 12), radius: 6,
                    shimmer: shimmer
                ))
        } else {
            let date = "Friday, October 23"
            elements.append(
                make(
                    "date_line", .text, HeaderRect(x: margin, y: 22, width: subhead.width(of: date), height: 20),
                    text: date
                ) {
                    $0.font = subhead
                    $0.color = .textSecondary
                    $0.opacity = collapsed ? 0 : 1
                    $0.accessibility = AccessibilityInfo(isFocusable: !collapsed, label: date)
                })
        }
        elements.append(
            symbolButton(
                "bell", bell, symbol: unread == nil ? "bell" : "bell.fill", size: 20, radius: 12,
                label: "Notifications",
                value: unread.map { "\($0) unread" }))
        if let unread, !loading { elements.append(badge("badge", count: unread, on: bell)) }
        if loading {
            elements.append(placeholder("placeholder.avatar", avatar, radius: avatarSide / 2, shimmer: shimmer))
        } else {
            elements.append(
                make("avatar", .avatar, avatar, text: "ML") {
                    $0.font = typography.text(.subheadline, weight: .semibold)
                    $0.color = .textSecondary
                    $0.fill = .fill
                    $0.ring = .separator
                    $0.ringWidth = 1
                    $0.cornerRadius = avatarSide / 2
                    $0.image = photo ? "https://example.com/maya.jpg" : nil
                    button(&$0, label: "Profile", value: "Maya Lin")
                })
        }

        let display = typography.display(designSize: 30)
        let greetingText = "Good morning, Maya"
        if loading {
            elements.append(
                placeholder(
                    "placeholder.greeting", HeaderRect(x: margin, y: 68, width: 230, height: 28), radius: 8,
                    shimmer: shimmer)
            )
        } else {
            elements.append(
                make(
                    "greeting", .text,
                    HeaderRect(
                        x: margin, y: collapsed ? 14 : 64, width: width - 2 * margin, height: display.lineHeight),
                    text: greetingText
                ) {
                    $0.font = display
                    $0.color = .textPrimary
                    $0.opacity = collapsed ? 0 : 1
                    $0.accessibility = AccessibilityInfo(
                        isFocusable: !collapsed, label: greetingText, traits: [.header])
                })
            let headline = typography.text(.headline)
            elements.append(
                make(
                    "compact_greeting", .text,
                    HeaderRect(x: margin, y: 15, width: headline.width(of: greetingText), height: headline.lineHeight),
                    text: greetingText
                ) {
                    $0.font = headline
                    $0.color = .textPrimary
                    $0.opacity = collapsed ? 1 : 0
                    $0.accessibility = AccessibilityInfo(isFocusable: collapsed, label: greetingText, traits: [.header])
                })
        }
        elements.append(
            make(
                "search_field", .searchField, HeaderRect(x: margin, y: 113, width: width - 2 * margin, height: 40),
                text: "Search"
            ) {
                $0.font = typography.text(.body)
                $0.symbol = "magnifyingglass"
                $0.symbolSize = 17
                $0.color = .textSecondary
                $0.fill = .fill
                $0.stroke = .separator
                $0.strokeWidth = 1
                $0.cornerRadius = 12
                $0.opacity = collapsed ? 0 : 1
                $0.hit = $0.frame.grown(toAtLeast: 44)
                $0.accessibility = AccessibilityInfo(label: "Search", traits: [.searchField])
            })
        let searchButton = HeaderRect(x: bell.minX - 8 - 40, y: bell.minY, width: 40, height: 40)
        elements.append(
            symbolButton(
                "search_button", searchButton, symbol: "magnifyingglass", size: 18, radius: 20, label: "Search"
            ) {
                $0.opacity = collapsed ? 1 : 0
            })
        let height = collapsed ? 52 + 1.0 / 3 : 165
        elements.append(hairline("hairline", y: height - 1.0 / 3, visible: collapsed))
        return tree("greeting", height: height, elements, appearance: appearance)
    }
}

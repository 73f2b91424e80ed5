/// Two text renderings of the greeting header (`masthead render greeting`): at rest with 3 unread,
/// and half folded with 12.
package enum SnapshotTextFixture {
    package static let header = "greeting  393×145  default light\n┌──┐\n│  │\n└──┘\n\n"
    package static let rest =
        header + """
            date_line               text          0,12 221.125×20  "Friday, October 23"  SF Pro 15 regular subhead  color=textSecondary  [static_text]
            compact_greeting        text          hidden
            bell                    button        289.125,4 36×36  symbol=bell  color=textPrimary fill=fill  [button]
            badge                   badge         311.125,2 19.636×18  "3"  SF Pro 12 regular caption  color=accentOn fill=accent ring=bg
            avatar                  avatar        351,2 40×40  "ML"  SF Pro 15 semibold subhead  color=textSecondary fill=fill ring=separator  [button]
            greeting                text          0,52 393×37  "Good morning, Maya"  SF Pro 30 semibold display  color=textPrimary  [header]

            """
    package static let folded =
        header + """
            date_line               text          hidden
            compact_greeting        text          0,11 221.125×22  opacity=0.2  "Good morning, Maya"  SF Pro 17 semibold headline  color=textPrimary  [header]
            bell                    button        289.125,4 36×36  symbol=bell  color=textPrimary fill=fill  [button]
            badge                   badge         311.125,2 24.835×18  "12"  SF Pro 12 regular caption  color=accentOn fill=accent ring=bg
            avatar                  avatar        353,4 36×36  "ML"  SF Pro 14.4 semibold subhead  color=textSecondary fill=fill ring=separator  [button]
            search_button           button        237.125,4 36×36  opacity=0.5  symbol=magnifyingglass  color=textPrimary fill=fill  [button]

            """
}

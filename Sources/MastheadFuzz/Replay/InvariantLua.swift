import MastheadCore
import MastheadText

/// Each rule written as Lua over the scenario API, so that a replay checks, after its last step,
/// the rule the fuzzer saw broken (and fails with the rule's name when it still breaks).
enum InvariantLua {
    /// `rule(ok, message)`: fails the scenario with `message` as the actual value.
    static let prelude = """
          local function rule(ok, message) expect(ok and "kept" or message):to_be("kept") end
          local function finite(v) return v == v and v ~= math.huge and v ~= -math.huge end
        """

    /// The check for `invariant`; `width` is the header's width after the last step, `badge` the
    /// badge element and count the rule broke on (for badge-rules). Only the scope header has
    /// rows that scroll sideways.
    static func check(
        _ invariant: TreeInvariant, component: FuzzComponent, width: Double, badge: (id: String, count: Int)?
    ) -> String {
        switch invariant {
        case .finite:
            return """
                  for _, e in ipairs(h:elements()) do
                    for _, r in ipairs({ e.frame, e.hit or e.frame }) do
                      rule(finite(r.x) and finite(r.y) and finite(r.width) and finite(r.height), e.id .. " has a non-finite frame or hit")
                    end
                    rule(finite(e.opacity), e.id .. " opacity " .. tostring(e.opacity))
                  end
                """
        case .opacityRange:
            return """
                  for _, e in ipairs(h:elements()) do
                    rule(e.opacity >= 0 and e.opacity <= 1, e.id .. " opacity " .. tostring(e.opacity))
                  end
                """
        case .hitTargets:
            return """
                  for _, e in ipairs(h:elements()) do
                    if e.visible and e.hit then
                      local cut = false
                      if e.scroll_row then
                        local v = h:row(e.scroll_row).viewport
                        cut = e.hit.x <= v.x + 0.001 or e.hit.x + e.hit.width >= v.x + v.width - 0.001
                      end
                      rule(cut or (e.hit.width >= 43.99 and e.hit.height >= 43.99), e.id .. " hit " .. e.hit.width .. "x" .. e.hit.height)
                    end
                  end
                """
        case .badgeRules:
            let (id, count) = badge ?? (GreetingHeaderID.badge, 0)
            let expected = TreeChecks.badgeText(for: count).map(LuaLiteral.string) ?? "nil"
            return """
                  local badge, expected = h:element(\(LuaLiteral.string(id))), \(expected)
                  if badge and badge.visible and not badge.leaving then
                    rule(expected ~= nil, "\(id) is visible at count \(count)")
                    rule(badge.text == expected, "\(id) reads " .. tostring(badge.text) .. ", not " .. tostring(expected))
                  end
                """
        case .accentOnBadges:
            return """
                  for _, e in ipairs(h:elements()) do
                    if e.id ~= \(LuaLiteral.string(GreetingHeaderID.badge)) and e.id ~= \(LuaLiteral.string(ScopeHeaderID.filtersBadge)) then
                      for _, use in ipairs({ "color", "fill", "stroke", "ring", "symbol_color" }) do
                        rule(e[use] ~= "accent", e.id .. " has the accent as its " .. use)
                      end
                    end
                  end
                """
        case .insideWidth:
            return """
                  for _, e in ipairs(h:elements()) do
                    if e.visible and e.scroll_row and \(component == .scope) then
                      local row = h:row(e.scroll_row)
                      local x = e.frame.x + row.offset - row.viewport.x
                      rule(x >= -0.01 and x + e.frame.width <= row.content_width + 0.01, e.id .. " leaves its row's content")
                    elseif e.visible and not e.scroll_row then
                      rule(e.frame.x >= -0.01 and e.frame.x + e.frame.width <= \(LuaLiteral.number(width)) + 0.01, e.id .. " leaves the width")
                    end
                  end
                """
        case .voiceOverStable:
            return "      expect(h:voiceover()):to_equal(h:voiceover())\n"
        case .renderers:
            return "      h:text(); h:svg(); h:json(); h:voiceover()\n"
        case .cleanRefusal:
            return "      -- the last step above compares the header before and after its refused set\n"
        }
    }
}

import MastheadCore

/// The "Try it" panel: a control for every input of the chosen header (`HeaderControl`), the
/// header drawn from them, the scenario that rebuilds it with a "Copy as scenario" button, and
/// a change to play on it (`GalleryPage+Motion.swift`).
/// The drawing is the live preview's (`GET /try`, `PreviewTry`); a gallery opened from disk shows
/// the controls greyed with a line saying how to get them. `GalleryTryScript` runs it and keeps
/// the inputs in the address (`#try=greeting&unread=12`), so a link shares exactly what is shown.
///
/// Page hooks: `try` (the panel), `try-component`, `try-control` (`data-control`), `try-picture`,
/// `try-problem`, `try-scenario`, `copy-scenario`, `try-offline`, and on each state `try-state`
/// (`data-inputs`, `data-theme`).
extension GalleryPage {
    mutating func tryPanel() {
        add(
            "<section class=\"try\" id=\"try\" data-testid=\"try\" aria-labelledby=\"try-heading\" hidden=\"hidden\">\n"
        )
        add("<h2 id=\"try-heading\" tabindex=\"-1\">Try it</h2>\n")
        add("<p class=\"try-offline\" data-testid=\"try-offline\">The controls draw through the live preview: run ")
        add("<code>masthead preview</code> and open the page it serves.</p>\n")
        add("<div class=\"try-body\">\n<form class=\"try-controls\" onsubmit=\"return false\">\n")
        add("<label>Header <select data-testid=\"try-component\" name=\"component\">")
        for component in RenderRequest.Component.allCases {
            add("<option value=\"\(component.rawValue)\">\(component.title)</option>")
        }
        add("</select></label>\n")
        for component in RenderRequest.Component.allCases { controls(for: component) }
        add("</form>\n<div class=\"try-result\">\n")
        add("<p class=\"try-problem\" data-testid=\"try-problem\" role=\"alert\"></p>\n")
        add("<div class=\"try-picture\" data-testid=\"try-picture\"></div>\n")
        add(
            "<p><button type=\"button\" data-testid=\"copy-scenario\" data-copy=\"try-scenario\" disabled=\"disabled\">"
        )
        add("Copy as scenario</button> ")
        add("<span class=\"try-copied\" role=\"status\"></span></p>\n")
        add("<details class=\"try-source\"><summary>The scenario</summary>")
        add("<pre data-testid=\"try-scenario\" tabindex=\"0\" aria-label=\"The scenario\"></pre></details>\n")
        motion()
        add("</div>\n</div>\n</section>\n")
    }

    /// The fieldset of one header's controls (shown while that header is chosen).
    private mutating func controls(for component: RenderRequest.Component) {
        add("<fieldset data-component=\"\(component.rawValue)\"><legend>\(component.title) header</legend>\n")
        for control in HeaderControl.all(component) {
            let id = "try-\(component.rawValue)-\(control.name)"
            add("<div class=\"try-field\"><label for=\"\(id)\">")
            text(control.label)
            add("</label> ")
            field(control, id: id)
            add("</div>\n")
        }
        add("</fieldset>\n")
    }

    /// The input for one control; `data-default` is the value that leaves the header's own default.
    private mutating func field(_ control: HeaderControl, id: String) {
        let common =
            "id=\"\(id)\" name=\(Self.attribute(control.name)) data-testid=\"try-control\" data-control="
            + Self.attribute(control.name)
        switch control.kind {
        case .text, .list, .ids:
            add(
                "<input type=\"text\" \(common) data-default=\"\" placeholder=\(Self.attribute(control.placeholder)) />"
            )
        case .number(let min, let max):
            add("<input type=\"number\" \(common) min=\"\(min)\" max=\"\(max)\" step=\"1\" data-default=\"\"")
            add(" placeholder=\(Self.attribute(control.placeholder)) />")
        case .range(let min, let max, let step):
            add(
                "<span class=\"try-range\"><input type=\"range\" \(common) min=\"\(Points.format(min))\" max=\"\(Points.format(max))\""
            )
            add(
                " step=\"\(Points.format(step))\" value=\"\(control.placeholder)\" data-default=\(Self.attribute(control.placeholder)) />"
            )
            add("<output for=\"\(id)\">\(control.placeholder)</output></span>")
        case .toggle:
            add("<input type=\"checkbox\" \(common) data-default=\"false\" />")
        case .choice(let choices):
            choice(common, choices: choices, placeholder: control.placeholder)
        case .theme:
            // A slot: the preview swaps the list in when a theme is added, renamed or broken.
            let slot = " data-slot=" + Self.attribute("try-themes:" + id)
            choice(common + slot, choices: gallery.themes.map(\.name), placeholder: control.placeholder)
        }
    }

    private mutating func choice(_ common: String, choices: [String], placeholder: String) {
        add("<select \(common) data-default=\(Self.attribute(placeholder))>")
        for choice in choices {
            add("<option value=\(Self.attribute(choice))\(choice == placeholder ? " selected=\"selected\"" : "")>")
            text(choice)
            add("</option>")
        }
        add("</select>")
    }

    /// The button that opens the panel on one state as drawn in one theme.
    mutating func tryButton(_ state: GalleryState, theme: String) {
        add("<button type=\"button\" class=\"try-state\" data-testid=\"try-state\" data-inputs=")
        add(Self.attribute(state.component.rawValue + (state.inputs.query.isEmpty ? "" : "&" + state.inputs.query)))
        add(" data-theme=\(Self.attribute(theme)) aria-label=")
        add(Self.attribute("Try \(state.component.title.lowercased()) \(state.title) in \(theme)"))
        add(">Try it</button>")
    }
}

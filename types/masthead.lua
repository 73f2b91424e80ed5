---@meta masthead
-- Masthead's scenario and plugin API for the Lua language server (LuaLS, sumneko): completion,
-- hover docs and warnings in any editor that runs it. Scenarios/.luarc.json and
-- Plugins/.luarc.json load this file; see docs/scenarios.md, "Editor set-up".
--
-- Nothing here runs: Masthead provides these names itself. A Swift test
-- (Tests/MastheadLuaTests/EditorTypes/TypeDefinitionTests.swift) fails when this file and the
-- bindings disagree, so add a name here in the same change that adds it to a binding.

------------------------------------------------------------------------------------------------
-- Names and values shared by both headers
------------------------------------------------------------------------------------------------

---@alias masthead.TextSize
---| "xS" | "S" | "M" | "L" | "xL" | "xxL" | "xxxL" | "AX1" | "AX2" | "AX3" | "AX4" | "AX5"
---| "xSmall" | "small" | "medium" | "large" | "xLarge" | "xxLarge" | "xxxLarge"
---| "accessibility1" | "accessibility2" | "accessibility3" | "accessibility4" | "accessibility5"

---@alias masthead.Appearance "light" | "dark"

---@alias masthead.Photo "loaded" | "loading" | "failed" | "missing"

---@alias masthead.FontWeight
---| "ultralight" | "thin" | "light" | "regular" | "medium" | "semibold" | "bold" | "heavy" | "black"

---@alias masthead.FontDesign "default" | "rounded" | "serif" | "monospaced"

---@alias masthead.Role
---| "text" | "button" | "badge" | "image" | "avatar" | "search_field" | "tab" | "chip" | "underline"
---| "hairline" | "placeholder" | "ground" | "container"

---@alias masthead.Trait
---| "header" | "button" | "selected" | "image" | "search_field" | "static_text" | "updates_frequently"
---| "not_enabled"

---@alias masthead.MotionPreset "smooth" | "snappy" | "bouncy" | "easeInOut" | "easeIn" | "easeOut" | "linear"

---@alias masthead.ScrollRowName "scopes" | "chips"

--- The environment both headers take; `h:set{...}` changes it like any other input.
---@class masthead.EnvironmentOptions
---@field width? number Points (1 to 100000). Default 393.
---@field text_size? masthead.TextSize Dynamic Type size. Default "L".
---@field reduce_motion? boolean Default false.
---@field theme? string A theme's name: "default" or a plugin's. Default "default".
---@field appearance? masthead.Appearance Default "light".
---@field os? 17|18 iOS version. Default 18.
---@field display_scale? number 1 to 4. Default 3.
---@field safe_area_top? number Top safe-area inset of a pinned header (0 to 200). Default 59.

--- A rectangle in points from the header's top-left corner.
---@class masthead.Rect
---@field x number
---@field y number
---@field width number
---@field height number

---@class masthead.Font
---@field face string
---@field size number Points.
---@field weight masthead.FontWeight
---@field style string "display", "headline", "body", "subhead", "caption", …
---@field design masthead.FontDesign
---@field monospaced_digits boolean

---@class masthead.Motion
---@field token string The motion token animating the element ("snappy", "smooth", "hero"; "fade" under Reduce Motion).
---@field progress number 0 to 1 (springs overshoot past 1).

--- A change of look cross-fading (docs/motion.md): the element's own fields are the new look.
---@class masthead.Fade
---@field progress number The new look's weight, 0 to 1.
---@field from masthead.EarlierLook The earlier look drawn heaviest now.

---@class masthead.EarlierLook
---@field text? string
---@field frame masthead.Rect Where it is drawn (under Reduce Motion: where the element was).
---@field opacity number
---@field color? string
---@field fill? string
---@field stroke? string
---@field ring? string
---@field symbol? string
---@field font? masthead.Font

--- Figures rolling to a new count.
---@class masthead.Roll
---@field from string
---@field to string
---@field direction "up"|"down" Up when the count grows.
---@field progress number 0 to 1 (springs overshoot past 1).

--- An element of a header as `h:element(id)` and `h:elements()` return it. Fields that do not
--- apply are nil (a `ring` that is not drawn, a `motion` once settled).
---@class masthead.Element
---@field id string "bell", "scope.for-you", "placeholder.chip.1", …
---@field role masthead.Role
---@field text? string
---@field lines? string[] The text's lines as wrapped.
---@field visible boolean Present, opacity above 0 and inside the header.
---@field opacity number 0 to 1.
---@field frame masthead.Rect
---@field hit? masthead.Rect The tap target of a control.
---@field font? masthead.Font
---@field color? string Theme token name ("textPrimary").
---@field fill? string Theme token name.
---@field stroke? string Theme token name.
---@field ring? string Theme token name.
---@field stroke_width? number
---@field ring_width? number
---@field corner_radius? number
---@field symbol? string SF Symbol name.
---@field symbol_color? string Theme token name.
---@field image? string A loaded photo's address.
---@field label? string VoiceOver label.
---@field value? string VoiceOver value.
---@field hint? string VoiceOver hint.
---@field traits masthead.Trait[]
---@field focusable boolean Whether VoiceOver stops on it.
---@field spoken? string What VoiceOver says for it ("Notifications, 3 unread, Button").
---@field motion? masthead.Motion While it animates.
---@field fade? masthead.Fade While a change of look cross-fades.
---@field roll? masthead.Roll While its figures roll.
---@field leaving? boolean True while it fades out after leaving the layout (not focusable, no `hit`).
---@field transition? string The motion token its changes use, even at rest.
---@field shimmer? number A placeholder's shimmer phase (0 to 1); nil under Reduce Motion.
---@field scroll_row? masthead.ScrollRowName The sideways row it scrolls in.

---@class masthead.SpringCurveTable
---@field duration number Seconds.
---@field bounce number 0 up to 1.

---@class masthead.TimingCurveTable
---@field duration number Seconds.
---@field bezier number[] { x1, y1, x2, y2 }

---@class masthead.ResolvedCurve
---@field spring? masthead.SpringCurveTable
---@field timing? masthead.TimingCurveTable

---@class masthead.ResolvedMotion
---@field smooth masthead.ResolvedCurve
---@field snappy masthead.ResolvedCurve
---@field hero masthead.ResolvedCurve

---@class masthead.ResolvedRadius
---@field md number

--- `h:theme()`: the theme's tokens, its colours resolved for the header's appearance.
---@class masthead.ResolvedTheme
---@field name string
---@field appearance masthead.Appearance
---@field bg string "#RRGGBB" or "#RRGGBBAA"
---@field fill string
---@field separator string
---@field textPrimary string
---@field textSecondary string
---@field textTertiary string
---@field accent string
---@field accentOn string
---@field type masthead.ThemeType
---@field radius masthead.ResolvedRadius
---@field motion masthead.ResolvedMotion

--- What every header can do: read it, and move the scenario's shared clock.
---@class masthead.Header
local Header = {}

--- The element with this id, or nil when the header does not have it now.
---@param id string
---@return masthead.Element?
function Header:element(id) end

--- Every element, in VoiceOver reading order.
---@return masthead.Element[]
function Header:elements() end

--- The text rendering of the header as it is now (stable across machines).
---@return string
function Header:text() end

--- What VoiceOver speaks, one string per focusable element, in order.
---@return string[]
function Header:voiceover() end

--- An SVG picture of the header as it is now.
---@return string
function Header:svg() end

--- The render tree as JSON.
---@return string
function Header:json() end

--- The event log: "on_search", "on_notifications", "haptic:selection", "scope_changed:saved", …
---@return string[]
function Header:events() end

---@return masthead.ResolvedTheme
function Header:theme() end

--- Advances the scenario's virtual clock (animations, minute refreshes).
---@param seconds number
function Header:advance(seconds) end

--- Advances the clock to the instant every transition has come to rest, and no further (the
--- loading shimmer is not waited for).
function Header:settle() end

--- Runs step tables in order, each as the header's own method: `{ "scroll", 30 }` is
--- `h:scroll(30)`. A tap on an element that is absent, hidden or not a control at that moment is
--- skipped and noted in the step log, not an error. `any.steps(kind, min, max)` draws such lists.
---@param steps masthead.Step[]
function Header:apply(steps) end

------------------------------------------------------------------------------------------------
-- The greeting header
------------------------------------------------------------------------------------------------

--- A profile as `profile{...}` returns it and `h.profile` reads it.
---@class masthead.Profile
---@field name string
---@field greeting_name string Defaults to the first word of name.
---@field avatar_url? string
---@field photo masthead.Photo
---@field initials string Made from name: the first letters of its first and last words ("ML").

---@class masthead.ProfileOptions
---@field name string Required, not only spaces.
---@field greeting_name? string
---@field avatar_url? string
---@field photo? masthead.Photo Default "missing" without avatar_url, "loaded" with one.

--- `profile{...}` builds a profile; `profile.sample` is Maya Lin.
---@class masthead.ProfileBuilder
---@overload fun(options: masthead.ProfileOptions): masthead.Profile
---@field sample masthead.Profile

--- What `greeting_header{...}` and `h:set{...}` take. `false` clears what nil cannot: the status,
--- the profile (loading placeholders), an explicit collapse, the status provider.
---@class masthead.GreetingHeaderOptions: masthead.EnvironmentOptions
---@field profile? masthead.Profile|false Absent or false: loading placeholders.
---@field status? string|false Replaces the date line.
---@field status_provider? string|false A status-provider plugin's name.
---@field status_data? any Passed to the provider as ctx.data.
---@field unread? integer The badge; 0 hides it.
---@field collapse? number|false 0 (expanded) to 1 (compact); wins over scroll tracking.
---@field search_prompt? string Default "Search".
---@field on_profile? boolean|fun(h: masthead.GreetingHeader) false: the avatar is a picture.
---@field on_notifications? boolean|fun(h: masthead.GreetingHeader) false: no bell.
---@field on_search? boolean|fun(h: masthead.GreetingHeader) false: no search field or button.
---@field pinned? boolean The greetingHeader(collapseDistance:) modifier. Default false.
---@field collapse_distance? number Points of scrolling to collapse fully. Default 72.

--- A greeting header. Fields are read-only: change it with `h:set{...}` and the steps.
---@class masthead.GreetingHeader: masthead.Header
---@field collapse number
---@field unread integer
---@field status? string The status shown (nil while the date shows).
---@field date_line string
---@field profile? masthead.Profile
---@field scroll_offset number
---@field pinned boolean
---@field loading boolean
---@field ground? string The token behind the header (nil when bare).
local GreetingHeader = {}

--- Changes any input or environment option, as the app would; changes animate.
---@param options masthead.GreetingHeaderOptions
function GreetingHeader:set(options) end

--- The content's scroll offset in points; collapse follows at once.
---@param y number
function GreetingHeader:scroll(y) end

---@param dy number
function GreetingHeader:scroll_by(dy) end

--- `n` notifications (default 1) arrive: the unread count grows by n.
---@param n? integer
function GreetingHeader:notify(n) end

--- Taps a control ("bell", "avatar", "search_field", "search_button"); an error when it is
--- absent, hidden or not a control.
---@param id string
function GreetingHeader:tap(id) end

------------------------------------------------------------------------------------------------
-- The scope header
------------------------------------------------------------------------------------------------

--- A scope (a text tab) as `scope{...}` returns it.
---@class masthead.Scope
---@field id string
---@field title string
---@field count? integer New items, shown after the title.

--- A filter chip as `chip{...}` returns it.
---@class masthead.Chip
---@field id string
---@field title string
---@field symbol? string SF Symbol name.

--- What `scope_header{...}` and `s:set{...}` take. Sentinels go back to derived values:
--- `chips = "loading"`, `filter_count = "auto"`, `is_stuck = "auto"`.
---@class masthead.ScopeHeaderOptions: masthead.EnvironmentOptions
---@field title? string Required when building.
---@field scopes? masthead.Scope[]
---@field scope? string The selected scope's id (default: the first).
---@field chips? masthead.Chip[]|"loading" Absent: loading placeholders; {} hides the row.
---@field selected? string[] Ids of the chips that are on.
---@field filter_count? integer|"auto" Defaults to #selected.
---@field is_stuck? boolean|"auto" Wins over scroll tracking.
---@field on_filters? boolean|fun(s: masthead.ScopeHeader) false: no Filters button.
---@field pinned? boolean Inside a pinned section. Default true.
---@field section_top? number Where the header's section starts in the feed. Default 0.

--- `s:row(name)`: a sideways-scrolling row.
---@class masthead.Row
---@field offset number
---@field max_offset number
---@field content_width number
---@field scrolls boolean
---@field viewport masthead.Rect

--- A scope header. Fields are read-only: change it with `s:set{...}` and the steps.
---@class masthead.ScopeHeader: masthead.Header
---@field scope string The selected scope's id.
---@field selected string[] The chips that are on, in chip order.
---@field is_stuck boolean
---@field filter_count integer
---@field title string
---@field offset number The feed's scroll offset.
---@field ground string
local ScopeHeader = {}

---@param options masthead.ScopeHeaderOptions
function ScopeHeader:set(options) end

--- The feed's scroll offset in points.
---@param y number
function ScopeHeader:scroll(y) end

---@param dy number
function ScopeHeader:scroll_by(dy) end

--- Taps "scope.<id>" (selects), "chip.<id>" (toggles) or "filters".
---@param id string
function ScopeHeader:tap(id) end

--- Scrolls a row sideways to x (clamped), as a finger would.
---@param row masthead.ScrollRowName
---@param x number
function ScopeHeader:scroll_row(row, x) end

---@param row masthead.ScrollRowName
---@return masthead.Row?
function ScopeHeader:row(row) end

--- `scope_header{...}` builds a header; it also holds the Reading tab's samples.
---@class masthead.ScopeHeaderBuilder
---@overload fun(options: masthead.ScopeHeaderOptions): masthead.ScopeHeader
---@field sample_scopes masthead.Scope[]
---@field sample_chips masthead.Chip[]

------------------------------------------------------------------------------------------------
-- Scenarios, expectations, the clock
------------------------------------------------------------------------------------------------

---@class masthead.ScenarioOptions
---@field tags? string[] For --tag and --exclude-tag.

--- An expectation: `expect(v):to_be(x)`; `expect(v).never:to_be(x)` negates.
---@class masthead.Expectation
---@field never masthead.Expectation The same expectation, negated.
local Expectation = {}

--- `==` (raw equality first).
---@param expected any
---@return masthead.Expectation
function Expectation:to_be(expected) end

--- Deep equality for tables.
---@param expected any
---@return masthead.Expectation
function Expectation:to_equal(expected) end

--- A list member, or a substring of a string (plain, not a pattern).
---@param item any
---@return masthead.Expectation
function Expectation:to_contain(item) end

--- A Lua pattern.
---@param pattern string
---@return masthead.Expectation
function Expectation:to_match(pattern) end

---@param expected number
---@param tolerance? number Default 1e-6.
---@return masthead.Expectation
function Expectation:to_be_near(expected, tolerance) end

---@return masthead.Expectation
function Expectation:to_be_truthy() end

---@return masthead.Expectation
function Expectation:to_be_falsy() end

---@return masthead.Expectation
function Expectation:to_be_nil() end

--- The header's text rendering, VoiceOver list and SVG against `__snapshots__/` beside the
--- scenario file (see docs/snapshots.md).
---@param name string Letters, digits, - and _.
---@return masthead.Expectation
function Expectation:to_match_snapshot(name) end

---@class masthead.ClockDate
---@field year integer
---@field month integer
---@field day integer
---@field hour integer
---@field minute integer
---@field second integer
---@field weekday integer 1 = Sunday.

--- The scenario's virtual clock (it starts at 2026-10-23 09:41, local time, in every scenario).
---@class masthead.Clock
clock = {}

--- Sets the clock: "2026-10-23 09:41" (seconds, and a fraction, optional: "09:41:05.25";
--- what clock.now() returns sets it back).
---@param time string
function clock.set(time) end

---@param seconds number
function clock.advance(seconds) end

--- "2026-10-23 09:41", with seconds when there are any.
---@return string
function clock.now() end

---@return masthead.ClockDate
function clock.date() end

--- A step table for `h:apply`: a method's name, then its arguments.
---@alias masthead.Step (string|number|boolean|table)[]

---@class masthead.PropertyOptions
---@field tags? string[]
---@field runs? integer Runs of the function (1 to 100000). Default 100.
---@field seed? integer The seed its values are drawn from (0 to 4294967295); wins over the one derived from `masthead run --seed` (0 by default).
---@field shrink_runs? integer Runs shrinking may make (0: no shrinking). Default 500.

---@class masthead.TextOptions
---@field min? integer Characters at least. Default 0.
---@field max? integer Characters at most (up to 10000). Default 40.
---@field alphabet? "ascii"|"unicode" "unicode" adds emoji sequences, combining marks, right-to-left letters. Default "ascii".
---@field name? string A name for the value in the report.

--- The generators a property's function receives. Every value is drawn from the run's choices, so
--- a failure can be repeated with its seed and shrunk to the simplest case; the same seed draws
--- the same cases on every run (`--seed N` draws others). The last argument of
--- each may name the value for the report: `any.integer(0, 5000, "unread")`.
---@class masthead.Any
local Any = {}

--- An integer from lo to hi; shrinks to lo. The bounds, 0, and 9/10, 99/100… come up often.
---@param lo integer
---@param hi integer
---@param name? string
---@return integer
function Any.integer(lo, hi, name) end

--- A float from lo to hi; shrinks to lo.
---@param lo number
---@param hi number
---@param name? string
---@return number
function Any.number(lo, hi, name) end

---@param name? string
---@return boolean
function Any.boolean(name) end

--- An item of the list; shrinks to the first.
---@generic T
---@param list T[]
---@param name? string
---@return T
function Any.one_of(list, name) end

--- A text; shrinks to fewer and plainer characters.
---@param options? masthead.TextOptions
---@param name? string
---@return string
function Any.text(options, name) end

--- A list of min to max items, each what fn returns (fn receives `any`); shrinks to fewer items.
---@generic T
---@param fn fun(any: masthead.Any): T
---@param min? integer Default 0.
---@param max? integer Default min + 10 (up to 1000).
---@param name? string
---@return T[]
function Any.list(fn, min, max, name) end

--- A profile `greeting_header` accepts: names of 1 to 60 characters in any script, sometimes a
--- greeting name, an avatar URL, a photo state. Shrinks to `profile { name = "A" }`.
---@param name? string
---@return masthead.Profile
function Any.profile(name) end

--- 0 to 8 scopes with unique ids ("for-you", "following", …), drawn titles and counts.
---@param name? string
---@return masthead.Scope[]
function Any.scopes(name) end

--- 0 to 10 chips with unique ids ("unread", "saved", …), drawn titles and symbols.
---@param name? string
---@return masthead.Chip[]
function Any.chips(name) end

--- A text size from "xS" to "AX5"; shrinks to "xS". AX5 comes up often.
---@param name? string
---@return masthead.TextSize
function Any.text_size(name) end

--- A loaded theme's name; shrinks to "default".
---@param name? string
---@return string
function Any.theme(name) end

---@param name? string
---@return masthead.Appearance
function Any.appearance(name) end

--- A width from 320 (the narrowest the headers take) to 440 points; the iPhones' widths come up often.
---@param name? string
---@return integer
function Any.width(name) end

--- A list of min to max step tables for `h:apply`: scrolls, taps (on controls and on elements
--- that are not), notifications (greeting), the clock moving, settling. Shrinks to fewer, simpler steps.
---@param kind "greeting"|"scope"
---@param min? integer Default 0.
---@param max? integer Default min + 10 (up to 100).
---@param name? string
---@return masthead.Step[]
function Any.steps(kind, min, max, name) end

--- Declares a property (at the top level of a file): one scenario that calls `fn(any)` `runs`
--- times with fresh components and drawn values; when a run fails, the case is shrunk and reported
--- with every value it drew and a replay scenario.
---@param name string Unique within the file (scenarios and properties share names).
---@param options masthead.PropertyOptions
---@param fn fun(any: masthead.Any)
---@overload fun(name: string, fn: fun(any: masthead.Any))
function property(name, options, fn) end

--- Declares a scenario (at the top level of a file). Its id is `path/to/file.lua › name`.
---@param name string Unique within the file.
---@param options masthead.ScenarioOptions
---@param body fun()
---@overload fun(name: string, body: fun())
function scenario(name, options, body) end

---@param value any
---@return masthead.Expectation
function expect(value) end

--- Loads a helper module of the suite: `require("_steps")` finds `_steps.lua` beside the
--- scenario, then in the folders given to `masthead run`. Nothing else can be required.
---@param name string
---@return any
function require(name) end

---@type masthead.ProfileBuilder
profile = {}

---@param options? masthead.GreetingHeaderOptions
---@return masthead.GreetingHeader
function greeting_header(options) end

---@param options masthead.Scope
---@return masthead.Scope
function scope(options) end

---@param options masthead.Chip
---@return masthead.Chip
function chip(options) end

---@type masthead.ScopeHeaderBuilder
scope_header = {}

------------------------------------------------------------------------------------------------
-- Plugins (files under Plugins/): themes and status providers
------------------------------------------------------------------------------------------------

---@class masthead.ThemeColors
---@field bg? string "#RRGGBB" or "#RRGGBBAA"
---@field fill? string
---@field separator? string
---@field textPrimary? string
---@field textSecondary? string
---@field textTertiary? string
---@field accent? string
---@field accentOn? string

---@class masthead.ThemeAppearanceOptions
---@field colors? masthead.ThemeColors

---@class masthead.ThemeType
---@field face? string The brand's display face.
---@field bundled? boolean Whether the app ships the face.
---@field displayWeight? masthead.FontWeight
---@field figureDesign? masthead.FontDesign
---@field textDesign? masthead.FontDesign

---@class masthead.ThemeRadius
---@field md? number Points, 0 or more.

---@class masthead.SpringCurve
---@field spring masthead.SpringCurveTable

---@class masthead.TimingCurve
---@field timing masthead.TimingCurveTable

---@alias masthead.MotionCurve masthead.MotionPreset | masthead.SpringCurve | masthead.TimingCurve

---@class masthead.ThemeMotion
---@field smooth? masthead.MotionCurve
---@field snappy? masthead.MotionCurve
---@field hero? masthead.MotionCurve

--- A theme plugin's tokens; everything left out comes from `extends` ("default").
---@class masthead.ThemeOptions
---@field name string Unique across plugins; not "default".
---@field extends? string
---@field colors? masthead.ThemeColors Both appearances.
---@field light? masthead.ThemeAppearanceOptions
---@field dark? masthead.ThemeAppearanceOptions
---@field type? masthead.ThemeType
---@field radius? masthead.ThemeRadius
---@field motion? masthead.ThemeMotion

--- What `theme{...}` and `status_provider{...}` return; a plugin file returns it.
---@class masthead.PluginDeclaration

---@class masthead.StatusTime
---@field year integer
---@field month integer
---@field day integer
---@field hour integer
---@field minute integer
---@field weekday integer 1 = Sunday.

---@class masthead.StatusProfile
---@field name string
---@field greeting_name string

---@class masthead.StatusContext
---@field now masthead.StatusTime
---@field profile? masthead.StatusProfile
---@field data table The scenario's status_data ({} when none).

---@class masthead.StatusProviderOptions
---@field name string
---@field status fun(ctx: masthead.StatusContext): string? nil shows the date line.

--- Plugin files only: `return theme { name = "midnight", ... }`.
---@param options masthead.ThemeOptions
---@return masthead.PluginDeclaration
function theme(options) end

--- Plugin files only: `return status_provider { name = "tasks-due", status = function(ctx) ... end }`.
---@param options masthead.StatusProviderOptions
---@return masthead.PluginDeclaration
function status_provider(options) end

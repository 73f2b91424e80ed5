import MastheadCore

/// What one header's binding fills in; the skeleton does the rest, the same way for every
/// header: the builder (`HeaderBuilder`), the steps `set`, `scroll`, `scroll_by`, `tap` and
/// `apply` (`HeaderSteps`), the read-only fields' errors (`HeaderFields`), the methods every header has
/// (`CommonMethods`), the argument checks (`HeaderArguments`) and the words of the step log.
///
/// A binding says what is its own: its name, its options and how they read into settings, how
/// the header is built and changed, what a tap runs, its fields, its own steps (`notify`;
/// `scroll_row`, `row`), and for property scenarios, which steps `h:apply` runs, which cannot
/// happen now, and how `any.steps` draws one (`GreetingHeaderBinding+Steps`). A new header is a new binding listed in `HeaderBindings.registry`:
///
/// ```swift
/// enum BannerHeaderBinding: HeaderBinding {
///     static let name = "banner_header"
///     static let luaClass = makeClass()
///     static let optionFields = ["title"] + EnvironmentOptions.fields
///     static let fieldNames = ["title"]
///     static let builder = HeaderBuilder<Self>.function(optionsAt: 1)
///     static func install(on stack: LuaStack) { stack.push(builder); stack.setGlobal(name) }
///     …
/// }
/// ```
protocol HeaderBinding: SendableMetatype {
    /// The header as a Lua object: its live controller and what only Lua holds.
    associatedtype Component: HeaderComponent
    /// Everything a scenario can set on the header: the inputs, the environment and what only
    /// Lua holds (`on_…` functions, a status provider).
    associatedtype Settings

    /// The builder's global, and the header's name in messages: "greeting_header".
    static var name: String { get }
    /// The header's Lua class: `makeClass()`, kept for the process (states hold bare pointers to
    /// its functions).
    static var luaClass: LuaClass { get }
    /// The options `name{...}` and `h:set{...}` take.
    static var optionFields: [String] { get }
    /// The options whose value is a table of fields of its own (`profile`), so that a builder
    /// given such a table instead of its options says so (`HeaderFieldNotes`); none by default.
    static var valueOptions: [(option: String, fields: [String])] { get }
    /// The read-only fields (`h.unread`), in the order messages list them.
    static var fieldNames: [String] { get }
    /// The steps and methods only this header has.
    static var ownMethods: [(String, LuaFunction)] { get }

    /// Installs the header's globals: its builder (a `HeaderBuilder` function kept in a
    /// `static let`: states hold bare pointers to functions) and any others.
    static func install(on stack: LuaStack)
    /// The settings a builder's options describe: the contract's defaults, then the options.
    static func settings(from options: OptionTable, in context: ScenarioContext) throws -> Settings
    /// The header those settings describe, on the scenario's clock.
    static func build(_ settings: Settings, in context: ScenarioContext) throws -> Component
    /// What the header does once it follows the scenario's clock (the greeting header asks its
    /// status provider); nothing by default.
    static func started(_ component: Component, on stack: LuaStack)
    /// `h:set{...}`: changes the header as the options say; a refused change changes nothing.
    static func apply(_ options: OptionTable, to component: Component, on stack: LuaStack) throws
    /// The Lua function a tap runs, with the header as its argument (an `on_…` function).
    static func handler(for result: Component.Controller.TapResult, of component: Component) -> LuaReference?
    /// Pushes the value of the field `name`, one of `fieldNames`.
    static func push(field name: String, of component: Component, on stack: LuaStack)
    /// What `tostring(h)` says: "greeting_header(collapse 0.5, unread 3)".
    static func describe(_ component: Component) -> String

    /// The steps `h:apply` runs and `any.steps` draws, by method name (`{ "scroll", 30 }` calls
    /// `h:scroll(30)`).
    static var stepNames: [String] { get }
    /// Why the step `name` (with its first argument) cannot happen now, or nil when it can:
    /// `h:apply` skips it and notes why. By default, a tap on what the controller's
    /// `tappableIDs` does not list (`HeaderSteps+Apply`).
    static func refusal(_ name: String, argument: String?, component: Component) -> String?
    /// One step table for `any.steps`, such as `{ "tap", "bell" }`, from the property run's
    /// choices: the header's steps, the ids worth tapping and the sizes worth trying.
    static func drawStep(_ choices: ChoiceDraws) throws -> PropertyValue
}

/// A header as a Lua object: the live controller behind it, and what only Lua holds.
protocol HeaderComponent: SceneComponent, SendableMetatype {
    associatedtype Controller: HeaderController
    var controller: Controller { get }
}

extension HeaderComponent {
    var header: any HeaderController { controller }
}

extension HeaderBinding {
    static func started(_ component: Component, on stack: LuaStack) {}

    static var valueOptions: [(option: String, fields: [String])] { [] }

    /// "greeting header": the header's name in sentences.
    static var kind: String { name.split(separator: "_").joined(separator: " ") }

    /// The header's Lua class: the skeleton's steps, the header's own, the methods every header
    /// has, and its fields (read-only, misspellings answered with the nearest names).
    static func makeClass() -> LuaClass {
        LuaClass(
            name: "masthead." + name, methods: HeaderSteps<Self>.all + ownMethods + CommonMethods.all,
            get: HeaderFields<Self>.get, set: HeaderFields<Self>.refuseWrite, tostring: HeaderFields<Self>.tostring)
    }

    /// The header a method was called on (`h:set{...}`: argument 1), or an error that shows the
    /// method-call form.
    static func receiver(_ stack: LuaStack, _ method: String) throws -> Component {
        guard let component: Component = stack.object(at: 1, as: luaClass) else {
            throw LuaScriptError("\(method) is a method: call it as h:\(method)(...) on a \(kind)")
        }
        return component
    }

    /// The header at `index` when it is one of this kind (a class cast: no protocol lookup).
    static func sceneComponent(at index: Int32, on stack: LuaStack) -> (any SceneComponent)? {
        let component: Component? = stack.object(at: index, as: luaClass)
        return component
    }
}

/// Every header's binding, in the order their globals are installed: where a shipped header is
/// registered. A test's own header joins at run time (`join`), before the states it runs in are made.
enum HeaderBindings {
    static let registry = KindRegistry<any HeaderBinding.Type>(
        shipped: [GreetingHeaderBinding.self, ScopeHeaderBinding.self])

    static var all: [any HeaderBinding.Type] { registry.all }

    /// The Lua classes of every header, so that generic bindings can recognise any of them.
    static var classes: [LuaClass] { all.map { $0.luaClass } }

    /// Makes `binding`'s builder a global of every state made from now on, and its headers ones
    /// the generic bindings (elements, renderings, snapshots, properties) recognise.
    static func join(_ binding: any HeaderBinding.Type) {
        registry.join(binding) { ObjectIdentifier($0) == ObjectIdentifier($1) }
    }
}

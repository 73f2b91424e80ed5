import MastheadCore

/// A header built by a scenario, as the generic bindings (elements, renderings, snapshots, the
/// clock, traces) see it: the live header behind the Lua object, whichever kind it is.
package protocol SceneComponent: AnyObject {
    var header: any HeaderController { get }
}

extension LuaStack {
    /// The header at `index`, whichever kind it is.
    func component(at index: Int32) -> (any SceneComponent)? {
        guard type(at: index) == .userdata else { return nil }
        return HeaderBindings.registry.firstResult { $0.sceneComponent(at: index, on: self) }
    }

    /// The header a method every header has was called on (`h:text()`: argument 1), or an error
    /// that shows the method-call form.
    func receiver(_ method: String) throws -> any SceneComponent {
        guard let component = component(at: 1) else {
            throw LuaScriptError("\(method) is a method: call it as h:\(method)(...) on a header")
        }
        return component
    }
}

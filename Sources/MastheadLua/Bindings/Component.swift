import MastheadCore

/// A header built by a scenario, as the generic bindings (elements, renderings, snapshots,
/// the clock, traces) see it: the live header behind the Lua object. Each header's binding adds
/// its own steps and fields on top.
public protocol SceneComponent: AnyObject {
    var header: any HeaderController { get }
}

/// The Lua classes of every component, so that generic bindings can recognise any of them.
/// A new component adds its class here.
enum ComponentClasses {
    static let all: [LuaClass] = [
        GreetingHeaderClass.luaClass,
        ScopeHeaderBinding.luaClass,
    ]
}

extension LuaStack {
    /// The component at `index`, whichever kind it is.
    func component(at index: Int32) -> (any SceneComponent)? {
        guard type(at: index) == .userdata else { return nil }
        for luaClass in ComponentClasses.all {
            if let component: AnyObject = object(at: index, as: luaClass), let scene = component as? any SceneComponent
            {
                return scene
            }
        }
        return nil
    }

    /// The component a method was called on (`h:text()`: argument 1), or an error naming the call.
    func receiver(_ method: String) throws -> any SceneComponent {
        guard let component = component(at: 1) else {
            throw LuaScriptError("\(method) is a method: call it as h:\(method)(...) on a header")
        }
        return component
    }
}

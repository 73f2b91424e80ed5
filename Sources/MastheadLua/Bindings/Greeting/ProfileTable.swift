import MastheadCore

/// A profile as Lua sees it: a plain table `{ name, greeting_name, avatar_url, photo, initials }`
/// whose fields read back with the defaults filled in (`initials` always comes from the name).
/// `profile{...}` makes one; `greeting_header` reads one back (a table written by hand is checked
/// the same way, so a profile read back or copied field by field can be passed on).
enum ProfileTable {
    /// What `profile{...}` takes.
    static let fields = ["name", "greeting_name", "avatar_url", "photo"]
    /// What a profile table holds: the fields, and the initials made from the name.
    static let readBackFields = fields + ["initials"]

    /// Reads and checks the profile table at `index`; errors name `function` and the field.
    static func read(_ stack: LuaStack, at index: Int32, function: String) throws -> Profile {
        let options = try OptionTable(stack, at: index, function: function, fields: readBackFields)
        let name = try options.requiredString("name")
        guard name.contains(where: { !$0.isWhitespace }) else {
            throw LuaScriptError("\(function): field 'name' must have letters, not only spaces (got \"\(name)\")")
        }
        let greetingName = try options.string("greeting_name", nonEmpty: true)
        let avatarURL = try options.string("avatar_url", nonEmpty: true)
        let photo = try options.choice("photo", among: Profile.Photo.allCases.map(\.rawValue)).flatMap(
            Profile.Photo.init)
        if photo == .loaded, avatarURL == nil {
            throw LuaScriptError("\(function): field 'photo' is \"loaded\" but there is no avatar_url to load it from")
        }
        let profile = Profile(name: name, greetingName: greetingName, avatarURL: avatarURL, photo: photo)
        if let initials = try options.string("initials"), initials != profile.initials {
            throw LuaScriptError(
                "\(function): field 'initials' comes from the name (\"\(profile.initials)\" for \"\(name)\"),"
                    + " got \"\(initials)\"; leave it out")
        }
        return profile
    }

    /// Pushes `profile` as a fresh plain table.
    static func push(_ profile: Profile, on stack: LuaStack) {
        stack.pushTable(fields: 5)
        stack.push(profile.name)
        stack.setField("name", in: -2)
        stack.push(profile.greetingName)
        stack.setField("greeting_name", in: -2)
        if let url = profile.avatarURL {
            stack.push(url)
            stack.setField("avatar_url", in: -2)
        }
        stack.push(profile.photo.rawValue)
        stack.setField("photo", in: -2)
        stack.push(profile.initials)
        stack.setField("initials", in: -2)
    }
}

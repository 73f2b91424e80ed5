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
    /// What `photo` may be, listed once (every profile read checks it).
    static let photos = Profile.Photo.allCases.map { $0.rawValue }

    /// Reads and checks the profile table at `index`; errors name `function` and the field.
    static func read(_ stack: LuaStack, at index: Int32, name function: MessageName) throws -> Profile {
        let options = try OptionTable(stack, at: index, name: function, fields: readBackFields)
        let name = try options.requiredString("name")
        guard name.contains(where: { !$0.isWhitespace }) else {
            throw LuaScriptError("\(function.text): field 'name' must have letters, not only spaces (got \"\(name)\")")
        }
        let greetingName = try options.string("greeting_name", nonEmpty: true)
        let avatarURL = try options.string("avatar_url", nonEmpty: true)
        let photo = try options.choice("photo", among: photos).flatMap(
            Profile.Photo.init)
        if photo == .loaded, avatarURL == nil {
            throw LuaScriptError(
                "\(function.text): field 'photo' is \"loaded\" but there is no avatar_url to load it from")
        }
        let profile = Profile(name: name, greetingName: greetingName, avatarURL: avatarURL, photo: photo)
        if let initials = try options.string("initials"), initials != profile.initials {
            throw LuaScriptError(
                "\(function.text): field 'initials' comes from the name (\"\(profile.initials)\" for \"\(name)\"),"
                    + " got \"\(initials)\"; leave it out")
        }
        return profile
    }

    /// Puts the strings given in the table at `input` back in the profile table at `output` as
    /// they were (`GivenStrings`); a greeting name left to default is the first word of the
    /// name's own bytes, cut as `Profile` cuts it (at a space, tab or newline).
    static func keepGivenBytes(from input: Int32, in output: Int32, on stack: LuaStack) {
        let input = stack.absolute(input)
        let output = stack.absolute(output)
        GivenStrings.keep(["name", "greeting_name", "avatar_url"], from: input, in: output, on: stack)
        guard stack.pushField("greeting_name", of: input) == .nil else { return stack.pop() }
        stack.pop()
        stack.pushField("name", of: input)
        defer { stack.pop() }
        guard let name = GivenStrings.invalidUTF8(at: -1, on: stack) else { return }
        let separators: [UInt8] = [0x20, 0x09, 0x0A]
        let words = name.split(whereSeparator: separators.contains)
        GivenStrings.push(words.first.map(Array.init) ?? name, on: stack)
        stack.setField("greeting_name", in: output)
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

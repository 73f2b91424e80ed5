/// A file's top level, run once by a worker and kept as an image of the state it left
/// (`mh_snapshot_take_file`, reset.c): what each further scenario of the file starts from,
/// instead of running the top level again.
///
/// The rule that makes the image as good as the top level run afresh (docs/architecture.md, "One
/// scenario, one state as good as fresh"): the top level called no Swift function but `scenario`,
/// `property` and `require` (`LuaState.hostCalls`), so all it left is Lua values; and the image can put back
/// every value it can reach: tables (contents and metatables), the upvalues of the functions the
/// file made (its locals, shared by its scenarios), the registry's named entries and math.random's
/// state. A reachable coroutine, userdata or weak table cannot be, and neither can a top level that
/// printed, expected, built a header or moved the clock: such files run their top level for each
/// scenario, as before. Each scenario is still charged the top level's instructions, to the
/// instruction (`charged`, `residual`), so budgets, limits and reports read the same.
struct FileImage {
    let path: String
    let bytes: [UInt8]
    /// Every `scenario(...)` the top level declared.
    let declarations: [ScenarioDeclaration]
    /// The instructions the top level was charged, and those it ran since the last charge.
    let charged: Int64
    let residual: Int32

    /// An image bigger than this (the copies of the file's tables) is dropped: the image's memory
    /// counts against each scenario's cap.
    static let maximumBytes = 128 << 10

    func matches(_ source: ScenarioSource) -> Bool {
        path == source.path && bytes == source.bytes
    }
}

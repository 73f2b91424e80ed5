import CLuaShim

/// A budget nested in the running one, for code that the host calls on a script's behalf (a
/// status provider inside a scenario): it trips its own limit without exhausting the outer one.
extension LuaStack {
    /// Runs `body` under `limits`, nested in the budget armed now. The outer budget resumes
    /// afterwards, charged with the instructions `body` ran. When the nested budget trips, the
    /// error `body` threw is reported against `limits` ("instruction limit exceeded (1000000
    /// instructions)"), not against the outer budget.
    package func withNestedBudget<T>(_ limits: LuaLimits, _ body: () throws(LuaError) -> T) throws(LuaError) -> T {
        var saved = mh_budget_frame()
        mh_subbudget_begin(raw, &saved, limits.instructions, limits.seconds, limits.memoryBytes)
        let outcome: Result<T, LuaError>
        do {
            outcome = .success(try body())
        } catch {
            outcome = .failure(error)
        }
        let tripped = mh_subbudget_end(raw, &saved, nil)
        switch outcome {
        case .success(let value):
            return value
        case .failure(let error):
            guard let limit = LuaLimit(tripped: tripped) else { throw error }
            throw LuaError(
                kind: .limit(limit), message: limits.describe(limit), location: error.location,
                traceback: error.traceback)
        }
    }
}

extension LuaLimit {
    /// The first limit in MH_TRIP_* bits (time, then memory, then instructions), or nil for none.
    init?(tripped bits: Int32) {
        if bits & Int32(MH_TRIP_TIME) != 0 {
            self = .time
        } else if bits & Int32(MH_TRIP_MEMORY) != 0 {
            self = .memory
        } else if bits & Int32(MH_TRIP_INSTRUCTIONS) != 0 {
            self = .instructions
        } else {
            return nil
        }
    }
}

import MastheadCore

/// What both drivers do the same way to the header they drive: the steps every header has, and
/// reading it for the checks.
extension HeaderController {
    /// A tap; one the header refuses is an error a scenario would see (fine, and counted).
    func tapStep(_ id: String) -> StepOutcome {
        do { try tap(id) } catch { return .refused(error.description) }
        return .done
    }

    /// Moves the header's clock on (`h:advance`); an amount the clock refuses is refused.
    func advanceStep(by seconds: Double) -> StepOutcome {
        do { try advance(by: seconds) } catch { return .refused(error.description) }
        return .done
    }

    /// Moves the clock to where the header rests (`h:settle`).
    func settleStep() -> StepOutcome {
        do { try settle() } catch { return .refused(error.description) }
        return .done
    }

    /// The header as the checks read it after a step; `badgeCounts` says what each badge stands for.
    func reading(badgeCounts: [String: Int]) -> HeaderReading {
        HeaderReading(
            tree: currentTree(), reread: currentTree(), target: targetTree,
            settled: restingTime.map { $0 <= clock.now + Animator.timeTolerance } ?? true, badgeCounts: badgeCounts)
    }
}

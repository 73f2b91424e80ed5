/// How one step went: done, refused by the component (an error a scenario would see: fine), or
/// a broken rule.
enum StepOutcome: Equatable {
    case done
    case refused(String)
    case violation(InvariantViolation)

    var violation: InvariantViolation? {
        if case .violation(let violation) = self { return violation }
        return nil
    }
}

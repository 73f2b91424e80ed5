/// `any.steps(kind, min, max)`: a list of step tables for one kind of header, each drawn by that
/// header's binding (`HeaderBinding.drawStep`), which shrinks to fewer and simpler steps. The
/// kinds are the registered headers' (`HeaderBindings.all`), named as `stepKind` says.
enum HeaderStepLists {
    static var kinds: [String] { HeaderBindings.all.map { $0.stepKind } }

    static func binding(_ kind: String) -> (any HeaderBinding.Type)? {
        HeaderBindings.registry.first { $0.stepKind == kind }
    }

    static func draw(_ binding: any HeaderBinding.Type, _ choices: ChoiceDraws, minimum: Int, maximum: Int) throws
        -> PropertyValue
    {
        var steps: [PropertyValue] = []
        _ = try choices.collection(minimum: minimum, maximum: maximum) { _ in
            steps.append(try binding.drawStep(choices))
        }
        return .list(steps)
    }
}

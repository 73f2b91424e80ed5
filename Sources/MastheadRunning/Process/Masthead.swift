/// Masthead itself: its version, which reports and pages carry. The command line that reads the
/// command's name and hands the rest to it extends this (MastheadCLI's `Masthead.process`).
package enum Masthead {
    package static let version = "0.1.0"
}

import CWorkerShim

/// Where a fuzz run is, kept where a crash handler can read it: when the run dies of a signal
/// (a Swift trap is SIGILL or SIGTRAP), the handler prints the seed, the case and the step, and
/// how to replay them, before the process dies as it would have.
///
/// The handler and all it touches are C's (CWorkerShim's crashnote.c: statics, a fixed buffer,
/// `write`), there before it is installed: nothing in it allocates or initialises a Swift global.
package enum CrashNote {
    package static func components(seed: UInt64, caseIndex: Int, step: Int) {
        mh_crash_note_components(seed, UInt64(caseIndex), UInt64(step))
    }

    package static func script(seed: UInt64, index: Int) {
        mh_crash_note_script(seed, UInt64(index))
    }

    /// Installs the handler for the signals a crash raises.
    package static func install() { mh_crash_note_install() }
}

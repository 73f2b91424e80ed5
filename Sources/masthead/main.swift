import MastheadCLI
import MastheadRunning

#if canImport(Glibc)
    import Glibc
#endif

exit(Masthead.process(CommandLine.arguments))

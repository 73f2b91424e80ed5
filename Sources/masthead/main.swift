#if canImport(Glibc)
import Glibc
#endif
import MastheadRunner

exit(Masthead.main(CommandLine.arguments))

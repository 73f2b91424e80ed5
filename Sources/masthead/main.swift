import MastheadRunner

#if canImport(Glibc)
    import Glibc
#endif

exit(Masthead.process(CommandLine.arguments))

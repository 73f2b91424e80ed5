import MastheadRunner

#if canImport(Glibc)
    import Glibc
#endif

exit(Masthead.main(CommandLine.arguments))

-- expect: more bytes left out (the whole is in the artifacts folder: failures/Tests/Fixtures/hostile/runtime/huge-failure.lua/
-- An 8 MB message: every report printed it whole (the terminal, and the JUnit file again). The
-- reports show its first 4 KiB and say where the whole is kept.
scenario("a failure of eight megabytes", function()
  error(("m"):rep(8 * 1024 * 1024))
end)

-- expect: global 'package'
scenario("reaching package.loadlib", function()
  package.loadlib("libc.so.6", "system")
end)

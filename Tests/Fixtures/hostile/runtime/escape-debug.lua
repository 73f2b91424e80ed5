-- expect: global 'debug'
scenario("reaching debug", function()
  debug.sethook()
end)

-- expect: global 'io'
scenario("reaching io", function()
  io.open("/etc/passwd")
end)

-- expect: global 'os'
scenario("reaching os", function()
  os.execute("touch /tmp/masthead-escaped")
end)

-- expect: names and messages reach the terminal escaped
scenario("a name that rings \7 clears \27[2J and sets the title \27]0;pwned\7", { tags = { "tag\27[31m" } }, function()
  print("printed \27[2J and a C1 control \194\155 too")
  error("names and messages reach the terminal escaped \27[2J")
end)

# Extra arguments to % are an error.
print("%s" % "x")
print("%s" % ("a", "b"))

# expect: x
# expect runtime error: TypeError: not all arguments converted during string formatting

# Missing arguments to % are an error.
print("%s %s" % ("a",))

# expect runtime error: TypeError: not enough arguments for format string

# Only a bare %% is a literal percent sign.
print("50%%" % ())
print("% %" % ())

# expect: 50%
# expect runtime error: TypeError: not enough arguments for format string

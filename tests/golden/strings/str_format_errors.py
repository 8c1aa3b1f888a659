# Mixing automatic and manual field numbering is an error.
print("{0} {1}".format("a", "b"))
print("{} {0}".format("a"))

# expect: a b
# expect runtime error: ValueError: cannot switch from automatic field numbering to manual field specification

# SyntaxError's details are 4 to 6 items: fewer is a TypeError.
e = SyntaxError("m", ("f.py", 1, 1, "x", 1, 2))
print(e.end_offset)
SyntaxError("m", ("f.py", 1))
# expect: 2
# expect runtime error: TypeError: function takes at least 4 arguments (2 given)

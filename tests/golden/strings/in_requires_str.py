# `in` on a str needs a str on the left.
print("a" in "abc")
print(1 in "abc")

# expect: True
# expect runtime error: TypeError: 'in <string>' requires string as left operand, not int

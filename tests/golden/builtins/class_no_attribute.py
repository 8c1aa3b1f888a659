# A missing attribute of a builtin class.
print(str.lower("A"))
print(str.nope)

# expect: a
# expect runtime error: AttributeError: type object 'str' has no attribute 'nope'

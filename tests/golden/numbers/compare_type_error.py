# Ordering a str against an int is a TypeError.
print("a" < "b")
print("a" < 1)

# expect: True
# expect runtime error: TypeError: '<' not supported between instances of 'str' and 'int'

# len() of an int.
print(len([]))
print(len(5))

# expect: 0
# expect runtime error: TypeError: object of type 'int' has no len()

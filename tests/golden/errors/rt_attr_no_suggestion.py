# No name is close enough: no suggestion.
x = 5
x.zzzzzzzz

# expect runtime error: AttributeError: 'int' object has no attribute 'zzzzzzzz'

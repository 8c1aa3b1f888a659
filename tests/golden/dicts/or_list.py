d = {'a': 1} | [('b', 2)]
# expect runtime error: TypeError: unsupported operand type(s) for |: 'dict' and 'list'

s = {1}
s |= [2]
# expect runtime error: TypeError: unsupported operand type(s) for |=: 'set' and 'list'

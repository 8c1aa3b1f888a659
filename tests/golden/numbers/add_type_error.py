# int + str has no meaning.
print(1 + 2)
print(1 + "2")

# expect: 3
# expect runtime error: TypeError: unsupported operand type(s) for +: 'int' and 'str'

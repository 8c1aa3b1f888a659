# At module level too, a read before `global` is CPython's SyntaxError
x = 1
print(x)
global x
# expect error: SyntaxError: name 'x' is used prior to global declaration

# A second module-level `global x` after x was read.
global x
x = 1
print(x)
global x
# expect error: SyntaxError: name 'x' is used prior to global declaration

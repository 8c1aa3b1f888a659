x = = 1
y = 2
z = (3 +)
print(y)
# expect error: SyntaxError: invalid syntax
# expect error: SyntaxError: invalid syntax

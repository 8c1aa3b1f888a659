# A closing bracket in an f-string expression that does not match the one it closes.
a = [1]
print(f'{a[(1]}')
# expect error: SyntaxError: f-string: closing parenthesis ']' does not match opening parenthesis '('

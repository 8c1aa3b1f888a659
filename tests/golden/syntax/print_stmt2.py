x = 1
print x
# expect error: SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?

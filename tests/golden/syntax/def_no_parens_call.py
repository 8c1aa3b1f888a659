def f(x):
    return x
print f(1)
# expect error: SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?

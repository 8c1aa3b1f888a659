def f(*a=1):
    pass
# expect error: SyntaxError: var-positional argument cannot have default value

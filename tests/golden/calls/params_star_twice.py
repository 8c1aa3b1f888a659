def f(*a, *b):
    pass
# expect error: SyntaxError: * argument may appear only once

*a = [1, 2]
# expect error: SyntaxError: starred assignment target must be in a list or tuple

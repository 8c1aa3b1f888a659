x = *[1, 2]
# expect error: SyntaxError: can't use starred expression here

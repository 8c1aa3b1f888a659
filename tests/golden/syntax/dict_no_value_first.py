x = {'a':, 'b': 2}
# expect error: SyntaxError: expression expected after dictionary key and ':'

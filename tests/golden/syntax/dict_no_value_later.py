x = {'a': 1, 'b':}
# expect error: SyntaxError: expression expected after dictionary key and ':'

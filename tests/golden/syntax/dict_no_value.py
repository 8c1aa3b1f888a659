x = {1:}
# expect error: SyntaxError: expression expected after dictionary key and ':'

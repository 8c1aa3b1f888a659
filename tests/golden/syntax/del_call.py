del f()
# expect error: SyntaxError: cannot delete function call

x = 1;;
# expect error: SyntaxError: invalid syntax
